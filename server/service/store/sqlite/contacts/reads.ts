import { sql } from 'kysely';
import type { Location } from '#xml/location';
import type { ContactKind, PersonSearch, StoredCompany, StoredPerson } from '../../contactStore';
import type { Page, Scope } from '../../scope';
import type { SqliteDb } from '../database';
import { Precompiled } from '../precompiled';
import { ContactLists, employerName } from './lists';
import { COMPANY_COLUMNS, companyOf, LOCATION_COLUMNS, locationOfTuple, PERSON_COLUMNS, personOf, type CompanyRow, type LocationTuple, type PersonRow } from '../../contactRows';
import { listParams } from './search';

interface RecordParams extends Record<string, unknown> {
  id: number;
  accountId: number;
}

/**
 * The read paths every show and list request takes, as statements compiled once per store (lists:
 * one per shape, `ContactLists`): records of a page, then the page's locations in one more query.
 */
export class ContactReads {
  private readonly version: Precompiled<RecordParams & { kind: string }, { version: number }>;
  private readonly company: Precompiled<RecordParams, CompanyRow>;
  private readonly person: Precompiled<RecordParams, PersonRow>;
  private readonly locations: Precompiled<{ ids: string }, { rows: string }>;
  private readonly lists: ContactLists;

  constructor(db: SqliteDb) {
    this.lists = new ContactLists(db);
    this.version = new Precompiled(db, (param) =>
      db.qb
        .selectFrom('contacts')
        .select('version')
        .where('contacts.id', '=', param<number>('id'))
        .where('contacts.account_id', '=', param<number>('accountId'))
        .where('contacts.kind', '=', param<'company' | 'person'>('kind')),
    );
    this.company = new Precompiled(db, (param) =>
      db.qb.selectFrom('contacts').select(COMPANY_COLUMNS).where('contacts.id', '=', param<number>('id')).where('contacts.account_id', '=', param<number>('accountId')).where('contacts.kind', '=', 'company'),
    );
    this.person = new Precompiled(db, (param) =>
      db.qb
        .selectFrom('contacts')
        .select(PERSON_COLUMNS)
        .select(employerName)
        .where('contacts.id', '=', param<number>('id'))
        .where('contacts.account_id', '=', param<number>('accountId'))
        .where('contacts.kind', '=', 'person'),
    );
    // One statement for any number of ids (they travel as a JSON array), answering one JSON text:
    // JSON.parse makes the many small strings of a page's locations about twice as fast as
    // better-sqlite3 building one object per row.
    this.locations = new Precompiled(db, (param) =>
      db.qb
        .selectFrom('locations')
        .select(sql<string>`json_group_array(json_array(${sql.join(LOCATION_COLUMNS.map((c) => sql.ref(c)))}) ORDER BY id)`.as('rows'))
        .where('contact_id', 'in', sql<number>`(SELECT value FROM json_each(${param('ids')}))`),
    );
  }

  contactVersion(scope: Scope, kind: ContactKind, id: number): number | null {
    return this.version.get({ id, accountId: scope.accountId, kind })?.version ?? null;
  }

  /**
   * Locations of many contacts (a page of a list), each contact's ordered by id. The ids come
   * from queries already confined to the account; filtering on account_id here as well would
   * tempt SQLite into walking an (account_id, …) index over every location of the account.
   */
  locationsOf(contactIds: readonly number[]): Map<number, Location[]> {
    const result = new Map<number, Location[]>();
    if (contactIds.length === 0) return result;
    const rows = JSON.parse(this.locations.get({ ids: JSON.stringify(contactIds) })?.rows ?? '[]') as LocationTuple[];
    for (const row of rows) {
      const location = locationOfTuple(row);
      let list = result.get(row[1]);
      if (list === undefined) result.set(row[1], (list = []));
      list.push(location);
    }
    return result;
  }

  getCompany(scope: Scope, id: number): StoredCompany | null {
    const row = this.company.get({ id, accountId: scope.accountId });
    return row === undefined ? null : companyOf(row, this.locationsOf([id]).get(id) ?? []);
  }

  getPerson(scope: Scope, id: number): StoredPerson | null {
    const row = this.person.get({ id, accountId: scope.accountId });
    return row === undefined ? null : personOf(row, this.locationsOf([id]).get(id) ?? []);
  }

  listCompanies(scope: Scope, search: PersonSearch, page: Page): StoredCompany[] {
    const params = listParams(scope, search, page);
    const rows = this.lists.companyRows(params, search.sort).all(params);
    const locations = this.locationsOf(rows.map((r) => r.id));
    return rows.map((row) => companyOf(row, locations.get(row.id) ?? []));
  }

  listPeople(scope: Scope, search: PersonSearch, page: Page): StoredPerson[] {
    const params = listParams(scope, search, page);
    const rows = this.lists.personRows(params, search.sort).all(params);
    const locations = this.locationsOf(rows.map((r) => r.id));
    return rows.map((row) => personOf(row, locations.get(row.id) ?? []));
  }

  /** Ids and versions of a list page: the same search and order as the full list, two columns. */
  listVersions(scope: Scope, kind: ContactKind, search: PersonSearch, page: Page): { id: number; version: number }[] {
    const params = listParams(scope, search, page);
    return this.lists.versionRows(kind, params, search.sort).all(params);
  }
}
