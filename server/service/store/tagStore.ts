import type { RecordSuperTag, SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { RecordTag, Tag } from '#xml/tag';
import type { RecordKind, Scope } from './scope';

/** Outcome of adding tags to a record. */
export type TaggingOutcome = 'ok' | 'record_not_found';
/** Outcome of removing tags; `tag_not_found` when a name is no tag of the account (nothing is changed then). */
export type UntaggingOutcome = 'ok' | 'record_not_found' | 'tag_not_found';
/** Outcome of a SuperTag change on a record; `supertag_not_found` when the name is no SuperTag of the account. */
export type SuperTagChangeOutcome = 'ok' | 'record_not_found' | 'supertag_not_found';

/** A definition `defineSuperTag` refuses; `problems` has one message per problem. */
export class InvalidSuperTagDefinition extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'InvalidSuperTagDefinition';
  }
}

/**
 * Store area: tags, taggings on the five record kinds, SuperTag definitions and their values on
 * records. Tag names are unique per account and looked up ignoring case; lists are by name, then
 * id. Adds and removes are idempotent and move the record's version only when something changed.
 */
export interface TagStore {
  /** Tags of each record (ids of one kind), SuperTags with that record's non-empty values; records without tags map to []. */
  recordTagsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, RecordTag[]>>;

  /** All tags of the account, by name. */
  listTags(scope: Scope): Promise<Tag[]>;
  getTag(scope: Scope, name: string): Promise<Tag | null>;
  /** Tags the record with each name, creating tags the account does not have yet. Names are already validated. */
  addTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
    names: readonly string[],
  ): Promise<TaggingOutcome>;
  /** Removes the tags from the record (a SuperTag's values on the record go with it); a tag the record lacks is no error. */
  removeTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
    names: readonly string[],
  ): Promise<UntaggingOutcome>;

  /**
   * Creates a SuperTag, turns a plain tag into one, or replaces a definition's fields (values of
   * fields kept with the same type stay, minus options no longer offered). For admin commands and
   * demo data (the API cannot define SuperTags). Returns the tag's id.
   */
  defineSuperTag(accountId: number, definition: SuperTagDefinition): Promise<number>;
  listSuperTags(accountId: number): Promise<SuperTagDefinition[]>;
  getSuperTag(accountId: number, name: string): Promise<SuperTagDefinition | null>;

  /** The record's SuperTags with its values; null when there is no such record in the account. */
  recordSuperTags(scope: Scope, kind: RecordKind, id: number): Promise<RecordSuperTag[] | null>;
  /**
   * Adds the SuperTag to the record if needed and applies the values `valuesFor` reads against the
   * current definition (it may throw: nothing changes then), atomically. Fields left out keep
   * their values; `''`/`[]` clears a field.
   */
  putRecordSuperTag(
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
    valuesFor: (definition: SuperTagDefinition) => SuperTagWrite,
  ): Promise<SuperTagChangeOutcome>;
  /** Removes the SuperTag and its values from the record; a record without it is no error. */
  removeRecordSuperTag(
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
  ): Promise<SuperTagChangeOutcome>;
}
