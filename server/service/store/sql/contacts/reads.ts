import type { Location } from '#xml/location';
import {
  COMPANY_COLUMNS,
  companyOf,
  LOCATION_COLUMNS,
  locationOfTuple,
  PERSON_COLUMNS,
  personOf,
  type CompanyRow,
  type LocationTuple,
  type PersonRow,
} from '../../contactRows';
import type { PersonSearch, StoredCompany, StoredPerson } from '../../contactStore';
import type { ContactKind, Page, Scope } from '../../scope';
import type { Executor, StoreDb } from '../../dialect/database';
import { jsonValue } from '../../dialect/dialect';
import { Precompiled, type Param } from '../../precompiled';
import { ContactLists, employerName } from './lists';
import { listParams, type ListParams } from './search';

interface RecordParams extends Record<string, unknown> {
  id: number;
  accountId: number;
}

/**
 * The read paths every show and list request takes, as statements compiled once per store (lists:
 * one per shape, `ContactLists`): records of a page, then the page's locations in one more query,
 * both in one `read` (one snapshot on PostgreSQL, one turn on SQLite's connection).
 */
export class ContactReads {
  private readonly version: Precompiled<RecordParams & { kind: string }, { version: number }>;
  private readonly company: Precompiled<RecordParams, CompanyRow>;
  private readonly person: Precompiled<RecordParams, PersonRow>;
  private readonly locations: Precompiled<{ ids: string }, { rows: unknown }>;
  private readonly lists: ContactLists;

  constructor(private readonly db: StoreDb) {
    this.lists = new ContactLists(db);
    const byId = (param: Param, kind: ContactKind) =>
      db.kysely
        .selectFrom('contacts')
        .where('contacts.id', '=', param<number>('id'))
        .where('contacts.account_id', '=', param<number>('accountId'))
        .where('contacts.kind', '=', kind);
    this.version = new Precompiled((param) =>
      byId(param, param<ContactKind>('kind')).select('version'),
    );
    this.company = new Precompiled((param) => byId(param, 'company').select(COMPANY_COLUMNS));
    this.person = new Precompiled((param) =>
      byId(param, 'person').select(PERSON_COLUMNS).select(employerName),
    );
    // One statement for any number of ids (they travel as one JSON parameter), answering one JSON
    // value: on SQLite, JSON.parse makes the many small strings of a page's locations about twice
    // as fast as better-sqlite3 building one object per row.
    this.locations = new Precompiled((param) =>
      db.kysely
        .selectFrom('locations')
        .select(db.dialect.contactSearch.jsonTuples(LOCATION_COLUMNS, 'id').as('rows'))
        .where('contact_id', 'in', db.dialect.idsOfJson(param<string>('ids'))),
    );
  }

  async contactVersion(scope: Scope, kind: ContactKind, id: number): Promise<number | null> {
    return (
      (await this.version.get(this.db.kysely, { id, accountId: scope.accountId, kind }))?.version ??
      null
    );
  }

  /**
   * Locations of many contacts (a page of a list), each contact's ordered by id. The ids come
   * from queries already confined to the account; filtering on account_id here as well would
   * tempt SQLite into walking an (account_id, …) index over every location of the account.
   */
  async locationsOf(
    trx: Executor,
    contactIds: readonly number[],
  ): Promise<Map<number, Location[]>> {
    const result = new Map<number, Location[]>();
    if (contactIds.length === 0) return result;
    const row = await this.locations.get(trx, { ids: JSON.stringify(contactIds) });
    for (const tuple of jsonValue<LocationTuple[]>(row?.rows, [])) {
      let list = result.get(tuple[1]);
      if (list === undefined) result.set(tuple[1], (list = []));
      list.push(locationOfTuple(tuple));
    }
    return result;
  }

  getCompany(scope: Scope, id: number): Promise<StoredCompany | null> {
    return this.readOne(this.company, { id, accountId: scope.accountId }, companyOf);
  }

  getPerson(scope: Scope, id: number): Promise<StoredPerson | null> {
    return this.readOne(this.person, { id, accountId: scope.accountId }, personOf);
  }

  listCompanies(scope: Scope, search: PersonSearch, page: Page): Promise<StoredCompany[]> {
    const params = listParams(this.db.dialect, scope, search, page);
    return this.readPage(this.lists.companyRows(params, search.sort), params, companyOf);
  }

  listPeople(scope: Scope, search: PersonSearch, page: Page): Promise<StoredPerson[]> {
    const params = listParams(this.db.dialect, scope, search, page);
    return this.readPage(this.lists.personRows(params, search.sort), params, personOf);
  }

  private readOne<R extends { id: number }, S>(
    statement: Precompiled<RecordParams, R>,
    params: RecordParams,
    make: (row: R, locations: Location[]) => S,
  ): Promise<S | null> {
    return this.db.read(async (trx) => {
      const row = await statement.get(trx, params);
      return row === undefined
        ? null
        : make(row, (await this.locationsOf(trx, [row.id])).get(row.id) ?? []);
    });
  }

  private readPage<R extends { id: number }, S>(
    statement: Precompiled<ListParams, R>,
    params: ListParams,
    make: (row: R, locations: Location[]) => S,
  ): Promise<S[]> {
    return this.db.read(async (trx) => {
      const rows = await statement.all(trx, params);
      const locations = await this.locationsOf(
        trx,
        rows.map((r) => r.id),
      );
      return rows.map((row) => make(row, locations.get(row.id) ?? []));
    });
  }

  /** Ids and versions of a list page: the same search and order as the full list, two columns. */
  async listVersions(
    scope: Scope,
    kind: ContactKind,
    search: PersonSearch,
    page: Page,
  ): Promise<{ id: number; version: number }[]> {
    const params = listParams(this.db.dialect, scope, search, page);
    return this.lists.versionRows(kind, params, search.sort).all(this.db.kysely, params);
  }
}
