import type { Affiliation } from '#xml/affiliation';
import type { Company, CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { Person, PersonWrite } from '#xml/person';
import type { ContactKind, Page, Scope, WriteOutcome } from './scope';

/** A record as stored: without what other areas own (tags, comments), with `version` for its ETag. */
export type StoredCompany = Omit<Company, 'tags' | 'megaComments'> & { version: number };
export type StoredPerson = Omit<Person, 'tags' | 'megaComments'> & { version: number };

/** What a list can be ordered by (our `sort` extension); names compare without ASCII case. */
export type ContactSortKey = 'name' | 'last_name' | 'updated_at' | 'created_at' | 'id';

/** Ties are always broken by id ascending, so paging by offset is stable. */
export interface ContactSort {
  key: ContactSortKey;
  descending: boolean;
}

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

export interface PersonSearch extends ContactSearch {
  companyId?: number;
}

/** A write the store refused on validation: one message per problem (the route answers 422). */
export class ContactValidationError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
    this.name = 'ContactValidationError';
  }
}

export type LocationSaveResult =
  { outcome: 'created' | 'updated'; location: Location } | { outcome: 'not_found' };

/**
 * Store area: companies, people, their locations, affiliations and employees; records of other
 * accounts are "not found". Writes validate before changing anything and throw
 * ContactValidationError on a rule the route cannot check alone (an unknown `company_id`, a
 * label clash, a person left without a name).
 */
export interface ContactStore {
  /** The record's version, or null: one cheap lookup, so a show can answer from its cache. */
  contactVersion(scope: Scope, kind: ContactKind, id: number): Promise<number | null>;
  /** Ids and versions of the page `listCompanies`/`listPeople` would answer, in its order. */
  listContactVersions(
    scope: Scope,
    kind: ContactKind,
    search: PersonSearch,
    page: Page,
  ): Promise<{ id: number; version: number }[]>;
  getCompany(scope: Scope, id: number): Promise<StoredCompany | null>;
  listCompanies(scope: Scope, search: ContactSearch, page: Page): Promise<StoredCompany[]>;
  /** A blank name is a validation error. */
  createCompany(scope: Scope, input: CompanyWrite): Promise<number>;
  updateCompany(
    scope: Scope,
    id: number,
    input: CompanyWrite,
    expectedVersion?: number,
  ): Promise<WriteOutcome>;
  /** Its employees keep existing, without employer. */
  deleteCompany(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome>;

  getPerson(scope: Scope, id: number): Promise<StoredPerson | null>;
  listPeople(scope: Scope, search: PersonSearch, page: Page): Promise<StoredPerson[]>;
  /** null when there is no such company. */
  employeesOf(scope: Scope, companyId: number, page: Page): Promise<StoredPerson[] | null>;
  /**
   * The employer is `companyId` (must be a company of the account) or else `company`, a name:
   * the account's company of that name (case-insensitive), created when there is none.
   */
  createPerson(scope: Scope, input: PersonWrite): Promise<number>;
  updatePerson(
    scope: Scope,
    id: number,
    input: PersonWrite,
    expectedVersion?: number,
  ): Promise<WriteOutcome>;
  deletePerson(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome>;

  /** A company's people, or the person's company; null when the record does not exist. */
  affiliationsOf(scope: Scope, kind: ContactKind, id: number): Promise<Affiliation[] | null>;

  /** Ordered by id; null when the record does not exist. */
  listLocations(scope: Scope, kind: ContactKind, contactId: number): Promise<Location[] | null>;
  /** null when the record or the label does not exist. */
  getLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    label: string,
  ): Promise<Location | null>;
  /** Create by label; an existing label is updated instead (api.md Locations rule 1). A blank label is a validation error. */
  saveLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    input: LocationWrite,
  ): Promise<LocationSaveResult>;
  /** Update the location with `label`; `input.label` may rename it (a clash is a validation error). */
  updateLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    label: string,
    input: LocationWrite,
  ): Promise<Location | null>;
  deleteLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    label: string,
  ): Promise<boolean>;
}
