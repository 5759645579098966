import type { Affiliation } from '#xml/affiliation';
import type { CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import { ContactValidationError, type ContactKind, type ContactSearch, type ContactStore, type LocationSaveResult, type PersonSearch, type StoredCompany, type StoredPerson } from '../contactStore';
import type { Page, Scope, WriteOutcome } from '../scope';
import { affiliationsOf } from './contacts/affiliations';
import { createCompanyRecord, deleteCompany, getCompany, listCompanies, updateCompany } from './contacts/companies';
import * as locations from './contacts/locations';
import { createPerson, deletePerson, getPerson, listPeople, updatePerson } from './contacts/people';
import type { PgDb } from './database';
import { recordExists } from './records';

/** Companies, people and their locations on PostgreSQL (see `postgres/contacts/`); the rules of the SQLite store. */
export class PostgresContactStore implements ContactStore {
  constructor(private readonly db: PgDb) {}

  async contactVersion(scope: Scope, kind: ContactKind, id: number): Promise<number | null> {
    const row = await this.db.kysely
      .selectFrom('contacts')
      .select('version')
      .where('id', '=', id)
      .where('account_id', '=', scope.accountId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row === undefined ? null : Number(row.version);
  }

  async listContactVersions(scope: Scope, kind: ContactKind, search: PersonSearch, page: Page): Promise<{ id: number; version: number }[]> {
    // Correct rather than lean: the page as listCompanies/listPeople read it (one statement each).
    const rows = kind === 'company' ? await listCompanies(this.db, scope, search, page) : await listPeople(this.db, scope, search, page);
    return rows.map(({ id, version }) => ({ id, version }));
  }

  async getCompany(scope: Scope, id: number): Promise<StoredCompany | null> {
    return getCompany(this.db, scope, id);
  }

  async listCompanies(scope: Scope, search: ContactSearch, page: Page): Promise<StoredCompany[]> {
    return listCompanies(this.db, scope, search, page);
  }

  async createCompany(scope: Scope, input: CompanyWrite): Promise<number> {
    return createCompanyRecord(this.db, scope, input);
  }

  async updateCompany(scope: Scope, id: number, input: CompanyWrite, expectedVersion?: number): Promise<WriteOutcome> {
    return updateCompany(this.db, scope, id, input, expectedVersion);
  }

  async deleteCompany(scope: Scope, id: number): Promise<boolean> {
    return deleteCompany(this.db, scope, id);
  }

  async getPerson(scope: Scope, id: number): Promise<StoredPerson | null> {
    return getPerson(this.db, scope, id);
  }

  async listPeople(scope: Scope, search: PersonSearch, page: Page): Promise<StoredPerson[]> {
    return listPeople(this.db, scope, search, page);
  }

  async employeesOf(scope: Scope, companyId: number, page: Page): Promise<StoredPerson[] | null> {
    if (!(await recordExists(this.db.kysely, scope, 'company', companyId))) return null;
    return listPeople(this.db, scope, { companyId }, page);
  }

  async createPerson(scope: Scope, input: PersonWrite): Promise<number> {
    return createPerson(this.db, scope, input);
  }

  async updatePerson(scope: Scope, id: number, input: PersonWrite, expectedVersion?: number): Promise<WriteOutcome> {
    return updatePerson(this.db, scope, id, input, expectedVersion);
  }

  async deletePerson(scope: Scope, id: number): Promise<boolean> {
    return deletePerson(this.db, scope, id);
  }

  async affiliationsOf(scope: Scope, kind: ContactKind, id: number): Promise<Affiliation[] | null> {
    return affiliationsOf(this.db, scope, kind, id);
  }

  async listLocations(scope: Scope, kind: ContactKind, contactId: number): Promise<Location[] | null> {
    return locations.listLocations(this.db, scope, kind, contactId);
  }

  async getLocation(scope: Scope, kind: ContactKind, contactId: number, label: string): Promise<Location | null> {
    return locations.getLocation(this.db, scope, kind, contactId, label);
  }

  async saveLocation(scope: Scope, kind: ContactKind, contactId: number, input: LocationWrite): Promise<LocationSaveResult> {
    const label = input.label;
    if (label === undefined || label === '') throw new ContactValidationError(["Label can't be blank"]);
    return locations.saveLocation(this.db, scope, kind, contactId, { ...input, label });
  }

  async updateLocation(scope: Scope, kind: ContactKind, contactId: number, label: string, input: LocationWrite): Promise<Location | null> {
    return locations.updateLocation(this.db, scope, kind, contactId, label, input);
  }

  async deleteLocation(scope: Scope, kind: ContactKind, contactId: number, label: string): Promise<boolean> {
    return locations.deleteLocation(this.db, scope, kind, contactId, label);
  }
}
