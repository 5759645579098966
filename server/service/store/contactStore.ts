import type { Affiliation } from '#xml/affiliation';
import type { Company, CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { Person, PersonWrite } from '#xml/person';
import type { ContactKind, Page, Scope, WriteOutcome } from './scope';

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
export interface ContactStore {
  getCompany(scope: Scope, id: number): Promise<StoredCompany | null>;
  listCompanies(scope: Scope, search: PersonSearch, page: Page): Promise<StoredCompany[]>;
  getPerson(scope: Scope, id: number): Promise<StoredPerson | null>;
  listPeople(scope: Scope, search: PersonSearch, page: Page): Promise<StoredPerson[]>;
  /** A company's people; null when the company does not exist. */
  employeesOf(scope: Scope, companyId: number, page: Page): Promise<StoredPerson[] | null>;
  /** The record's version, or null: one cheap lookup, so a show can answer from its cache. */
  contactVersion(scope: Scope, kind: ContactKind, id: number): Promise<number | null>;
  /** Ids and versions of the page `listCompanies`/`listPeople` would answer, in its order. */
  listContactVersions(
    scope: Scope,
    kind: ContactKind,
    search: PersonSearch,
    page: Page,
  ): Promise<{ id: number; version: number }[]>;
  /** A company's people, or the person's company; null when the record does not exist. */
  affiliationsOf(scope: Scope, kind: ContactKind, id: number): Promise<Affiliation[] | null>;

  createCompany(scope: Scope, input: CompanyWrite): Promise<number>;
  updateCompany(
    scope: Scope,
    id: number,
    input: CompanyWrite,
    expected?: number,
  ): Promise<WriteOutcome>;
  /** Its employees stay, without employer. */
  deleteCompany(scope: Scope, id: number, expected?: number): Promise<WriteOutcome>;
  createPerson(scope: Scope, input: PersonWrite): Promise<number>;
  updatePerson(
    scope: Scope,
    id: number,
    input: PersonWrite,
    expected?: number,
  ): Promise<WriteOutcome>;
  deletePerson(scope: Scope, id: number, expected?: number): Promise<WriteOutcome>;

  /** By id; null when the record does not exist. */
  listLocations(scope: Scope, kind: ContactKind, id: number): Promise<Location[] | null>;
  getLocation(scope: Scope, kind: ContactKind, id: number, label: string): Promise<Location | null>;
  /** Creates by label, or updates the location that already has it (api.md Locations rule 1). */
  saveLocation(
    scope: Scope,
    kind: ContactKind,
    id: number,
    input: LocationWrite,
  ): Promise<{ outcome: 'created' | 'updated'; location: Location } | { outcome: 'not_found' }>;
  /** A new `input.label` renames the location; another location's label is a validation error. */
  updateLocation(
    scope: Scope,
    kind: ContactKind,
    id: number,
    label: string,
    input: LocationWrite,
  ): Promise<Location | null>;
  deleteLocation(scope: Scope, kind: ContactKind, id: number, label: string): Promise<boolean>;
}
