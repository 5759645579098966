import type { sqlTagStore } from './sql/tags';

/** Outcome of a SuperTag change on a record; `supertag_not_found` when the name is no SuperTag of the account. */
export type SuperTagChangeOutcome = Awaited<ReturnType<TagStore['putRecordSuperTag']>>;

/** A definition `defineSuperTag` refuses; `problems` has one message per problem. */
export class InvalidSuperTagDefinition extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'InvalidSuperTagDefinition';
  }
}

/**
 * Store area: tags, taggings on the five record kinds, SuperTag definitions and their values on
 * records (`sql/tags.ts`). Tag names are unique per account, looked up ignoring case, listed by name
 * then id. Adds and removes are idempotent; only a change moves the record's version.
 */
export type TagStore = ReturnType<typeof sqlTagStore>;
