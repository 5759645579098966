import type { Company } from '#xml/company';
import type { Person } from '#xml/person';
import type { sqlContactStore } from './sql/contacts';

/** A record as stored: without what other areas own (tags, comments), with `version` for its ETag. */
export type StoredCompany = Omit<Company, 'tags' | 'megaComments' | 'megaCommentCount'> & {
  version: number;
};
export type StoredPerson = Omit<Person, 'tags' | 'megaComments' | 'megaCommentCount'> & {
  version: number;
};

/** What a list can be ordered by (our `sort` extension); names compare without ASCII case. */
export type ContactSortKey = 'name' | 'last_name' | 'updated_at' | 'created_at' | 'id';

/** Ties are always broken by id ascending, so paging by offset is stable. */
export type ContactSort = { key: ContactSortKey; descending: boolean };

/** Search parameters of companies; all optional, combined with AND (api.md "Companies"). */
export interface ContactSearch {
  /** Case-insensitive substring of the name (of a person: first, last or full name). */
  name?: string;
  /** Case-insensitive substring of the e-mail of any of the record's locations. */
  email?: string;
  /** ISO UTC, inclusive. */
  updatedSince?: string;
  /** Tag name, case-insensitive. */
  tag?: string;
  /** A location in this state, case-insensitive. */
  state?: string;
  /** Absent: by id. `last_name` is for people (routes refuse it for companies). */
  sort?: ContactSort;
}

export type PersonSearch = ContactSearch & { companyId?: number };

/** A write the store refused on validation: one message per problem (the route answers 422). */
export class ContactValidationError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
    this.name = 'ContactValidationError';
  }
}

/**
 * Store area: companies, people, their locations, affiliations and employees (`sql/contacts.ts`);
 * records of other accounts are "not found". Writes validate first, throwing ContactValidationError
 * on a rule the route cannot check alone (an unknown `company_id`, a label clash, a nameless person).
 */
export type ContactStore = ReturnType<typeof sqlContactStore>;
