import type { Affiliation } from '#xml/affiliation';
import type { Company, CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { Person, PersonWrite } from '#xml/person';
import type { ContactKind, Page, Scope } from './scope';
import type { WriteResult } from './writeResult';

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

/**
 * Store area: companies, people, their locations, affiliations and employees (`sql/contacts.ts`);
 * records of other accounts are "not found". A write answers `invalid` for a rule the body alone
 * cannot show (an unknown `company_id`, a label another location has, a person left without a
 * name); the route refuses what the body alone shows (a blank company name or location label).
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

  createCompany(scope: Scope, input: CompanyWrite): Promise<WriteResult<number>>;
  updateCompany(
    scope: Scope,
    id: number,
    input: CompanyWrite,
    expected?: number,
  ): Promise<WriteResult>;
  /** Its employees stay, without employer. */
  deleteCompany(scope: Scope, id: number, expected?: number): Promise<WriteResult>;
  createPerson(scope: Scope, input: PersonWrite): Promise<WriteResult<number>>;
  updatePerson(
    scope: Scope,
    id: number,
    input: PersonWrite,
    expected?: number,
  ): Promise<WriteResult>;
  deletePerson(scope: Scope, id: number, expected?: number): Promise<WriteResult>;

  /** By id; null when the record does not exist. */
  listLocations(scope: Scope, kind: ContactKind, id: number): Promise<Location[] | null>;
  getLocation(scope: Scope, kind: ContactKind, id: number, label: string): Promise<Location | null>;
  /** Creates by label, or updates the location that already has it (api.md Locations rule 1). */
  saveLocation(
    scope: Scope,
    kind: ContactKind,
    id: number,
    input: LocationWrite & { label: string },
  ): Promise<WriteResult<{ created: boolean; location: Location }>>;
  /** A new `input.label` renames the location; another location's label is a validation error. */
  updateLocation(
    scope: Scope,
    kind: ContactKind,
    id: number,
    label: string,
    input: LocationWrite,
  ): Promise<WriteResult<Location>>;
  /** `not_found` when the contact or its location with that label is not there. */
  deleteLocation(scope: Scope, kind: ContactKind, id: number, label: string): Promise<WriteResult>;
}
