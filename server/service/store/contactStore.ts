import type { Affiliation } from '#xml/affiliation';
import type { Company, CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { Person, PersonWrite } from '#xml/person';
import type { ContactKind, Page, Scope, WriteOutcome } from './scope';

/**
 * A company as stored: everything but what other areas own (tags, comments), plus `version` for
 * its ETag. Routes add tags and comments (`loadEmbeds`) to make the API's `Company`.
 */
export type StoredCompany = Omit<Company, 'tags' | 'megaComments'> & { version: number };
export type StoredPerson = Omit<Person, 'tags' | 'megaComments'> & { version: number };

/**
 * What a list can be ordered by (our `sort` extension; the API itself lists by id): a company's
 * or person's name (a person's is the full name "first last"), a person's last then first name,
 * the times, or the id. Names compare without regard to ASCII case.
 */
export type ContactSortKey = 'name' | 'last_name' | 'updated_at' | 'created_at' | 'id';

/** A list's order; ties are always broken by id ascending, so paging by offset is stable. */
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
  /** ISO UTC: records updated at or after this time. */
  updatedSince?: string;
  /** Tag name, case-insensitive. */
  tag?: string;
  /** A location in this state, case-insensitive. */
  state?: string;
  /** The order of the list; absent: by id ascending. `last_name` is for people (routes refuse it for companies). */
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
 * Store area: companies, people, their locations, affiliations and employees. Every method is
 * confined to `scope.accountId`; records of other accounts are "not found". Writes validate fully
 * before changing anything and throw ContactValidationError on a rule the route cannot check
 * alone (an unknown `company_id`, a label clash, a person left without a name).
 */
export interface ContactStore {
  /**
   * The record's version (what its ETag is made of), or null when there is no such contact of that
   * kind: one cheap lookup, so a show can answer from a cached representation of that version.
   */
  contactVersion(scope: Scope, kind: ContactKind, id: number): Promise<number | null>;
  /**
   * Ids and versions of the page a `listCompanies`/`listPeople` with the same arguments would
   * answer, in the same order (`search.sort` included): when every record of it is cached at
   * that version, nothing else need be read.
   */
  listContactVersions(
    scope: Scope,
    kind: ContactKind,
    search: PersonSearch,
    page: Page,
  ): Promise<{ id: number; version: number }[]>;
  getCompany(scope: Scope, id: number): Promise<StoredCompany | null>;
  /** Ordered as `search.sort` says (by id when absent); locations included, loaded for the whole page at once. */
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
  /** People whose employer is the company, paged like lists; null when there is no such company. */
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

  /** People linked to a company (Person affiliations), or the person's company; null when the record does not exist. */
  affiliationsOf(scope: Scope, kind: ContactKind, id: number): Promise<Affiliation[] | null>;

  /** The record's locations ordered by id; null when the record does not exist. */
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
