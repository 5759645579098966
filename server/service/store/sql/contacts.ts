import type { Affiliation } from '#xml/affiliation';
import type { CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import { ContactValidationError, type ContactSearch, type ContactStore, type LocationSaveResult, type PersonSearch, type StoredCompany, type StoredPerson } from '../contactStore';
import type { ContactKind, Page, Scope, WriteOutcome } from '../scope';
import type { StoreDb } from '../dialect/database';
import { affiliationsOf } from './contacts/affiliations';
import { createCompany, deleteCompany, updateCompany } from './contacts/companies';
import * as locations from './contacts/locations';
import { createPerson, deletePerson, updatePerson } from './contacts/people';
import { ContactReads } from './contacts/reads';
import { recordExists } from './records';

/**
 * Companies, people and their locations, on either database. Reads go through statements
 * compiled once (`ContactReads`: shows, list pages, the versions the representation cache is
 * checked with); writes build their queries each time, in one `write` transaction each.
 */
export class SqlContactStore implements ContactStore {
  private readonly reads: ContactReads;

  constructor(private readonly db: StoreDb) {
    this.reads = new ContactReads(db);
  }

  async contactVersion(scope: Scope, kind: ContactKind, id: number): Promise<number | null> {
    return this.reads.contactVersion(scope, kind, id);
  }

  async listContactVersions(
    scope: Scope,
    kind: ContactKind,
    search: PersonSearch,
    page: Page,
  ): Promise<{ id: number; version: number }[]> {
    return this.reads.listVersions(scope, kind, search, page);
  }

  async getCompany(scope: Scope, id: number): Promise<StoredCompany | null> {
    return this.reads.getCompany(scope, id);
  }

  async listCompanies(scope: Scope, search: ContactSearch, page: Page): Promise<StoredCompany[]> {
    return this.reads.listCompanies(scope, search, page);
  }

  async createCompany(scope: Scope, input: CompanyWrite): Promise<number> {
    return createCompany(this.db, scope, input);
  }

  async updateCompany(
    scope: Scope,
    id: number,
    input: CompanyWrite,
    expectedVersion?: number,
  ): Promise<WriteOutcome> {
    return updateCompany(this.db, scope, id, input, expectedVersion);
  }

  async deleteCompany(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome> {
    return deleteCompany(this.db, scope, id, expectedVersion);
  }

  async getPerson(scope: Scope, id: number): Promise<StoredPerson | null> {
    return this.reads.getPerson(scope, id);
  }

  async listPeople(scope: Scope, search: PersonSearch, page: Page): Promise<StoredPerson[]> {
    return this.reads.listPeople(scope, search, page);
  }

  async employeesOf(scope: Scope, companyId: number, page: Page): Promise<StoredPerson[] | null> {
    if (!(await recordExists(this.db.kysely, scope, 'company', companyId))) return null;
    return this.reads.listPeople(scope, { companyId }, page);
  }

  async createPerson(scope: Scope, input: PersonWrite): Promise<number> {
    return createPerson(this.db, scope, input);
  }

  async updatePerson(
    scope: Scope,
    id: number,
    input: PersonWrite,
    expectedVersion?: number,
  ): Promise<WriteOutcome> {
    return updatePerson(this.db, scope, id, input, expectedVersion);
  }

  async deletePerson(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome> {
    return deletePerson(this.db, scope, id, expectedVersion);
  }

  async affiliationsOf(scope: Scope, kind: ContactKind, id: number): Promise<Affiliation[] | null> {
    return affiliationsOf(this.db, scope, kind, id);
  }

  async listLocations(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
  ): Promise<Location[] | null> {
    return this.db.read(async (trx) => {
      if (!(await recordExists(trx, scope, kind, contactId))) return null;
      return (await this.reads.locationsOf(trx, [contactId])).get(contactId) ?? [];
    });
  }

  async getLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    label: string,
  ): Promise<Location | null> {
    return locations.getLocation(this.db, scope, kind, contactId, label);
  }

  async saveLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    input: LocationWrite,
  ): Promise<LocationSaveResult> {
    const label = input.label;
    if (label === undefined || label === '')
      throw new ContactValidationError(["Label can't be blank"]);
    return locations.saveLocation(this.db, scope, kind, contactId, { ...input, label });
  }

  async updateLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    label: string,
    input: LocationWrite,
  ): Promise<Location | null> {
    return locations.updateLocation(this.db, scope, kind, contactId, label, input);
  }

  async deleteLocation(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    label: string,
  ): Promise<boolean> {
    return locations.deleteLocation(this.db, scope, kind, contactId, label);
  }
}
