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
} from '../contactRows';
import type { ContactStore } from '../contactStore';
import type { Executor, StoreDb } from '../dialect/database';
import { jsonValue } from '../dialect/dialect';
import { Precompiled, type Param } from '../precompiled';
import type { ContactKind } from '../scope';
import { affiliationsOf } from './contacts/affiliations';
import { companyWrites } from './contacts/companies';
import { touchEmployees, touchRecordsLinkedTo } from './contacts/dependents';
import { ContactLists, employerName } from './contacts/lists';
import { locationWrites } from './contacts/locations';
import { personWrites } from './contacts/people';
import { listParams } from './contacts/search';
import { deleteRecord } from './deleteRecord';
import { readOfRecord, recordExists } from './records';

type RecordParams = { id: number; accountId: number };

/**
 * Companies, people and their locations. The reads every show and list takes are statements
 * compiled once (lists: one per shape): the records, then their locations, in one `read`.
 */
export function sqlContactStore(db: StoreDb): ContactStore {
  const lists = new ContactLists(db);
  const byId = (param: Param, kind: ContactKind) =>
    db.kysely
      .selectFrom('contacts')
      .where('contacts.id', '=', param<number>('id'))
      .where('contacts.account_id', '=', param<number>('accountId'))
      .where('contacts.kind', '=', kind);
  const version = new Precompiled<RecordParams & { kind: ContactKind }, { version: number }>(
    (param) => byId(param, param<ContactKind>('kind')).select('version'),
  );
  const company = new Precompiled<RecordParams, CompanyRow>((param) =>
    byId(param, 'company').select(COMPANY_COLUMNS),
  );
  const person = new Precompiled<RecordParams, PersonRow>((param) =>
    byId(param, 'person').select(PERSON_COLUMNS).select(employerName),
  );
  // One statement for any number of ids (one JSON parameter), answering one JSON value: on
  // SQLite, JSON.parse makes a page's many small strings about twice as fast as better-sqlite3
  // building one object per row. No account_id filter: the ids come from queries confined to the
  // account already, and one would tempt SQLite into walking an (account_id, …) index.
  const locations = new Precompiled<{ ids: string }, { rows: unknown }>((param) =>
    db.kysely
      .selectFrom('locations')
      .select(db.dialect.contactSearch.jsonTuples(LOCATION_COLUMNS, 'id').as('rows'))
      .where('contact_id', 'in', db.dialect.idsOfJson(param<string>('ids'))),
  );

  /** Each contact's locations, ordered by id. */
  async function locationsOf(trx: Executor, ids: readonly number[]) {
    const result = new Map<number, Location[]>();
    if (ids.length === 0) return result;
    const row = await locations.get(trx, { ids: JSON.stringify(ids) });
    for (const tuple of jsonValue<LocationTuple[]>(row?.rows, [])) {
      let list = result.get(tuple[1]);
      if (list === undefined) result.set(tuple[1], (list = []));
      list.push(locationOfTuple(tuple));
    }
    return result;
  }

  /** The statement's records, each with its locations. */
  const withLocations = <P extends Record<string, unknown>, R extends { id: number }, S>(
    statement: Precompiled<P, R>,
    params: P,
    make: (row: R, locations: Location[]) => S,
  ): Promise<S[]> =>
    db.read(async (trx) => {
      const rows = await statement.all(trx, params);
      const byContact = await locationsOf(
        trx,
        rows.map((r) => r.id),
      );
      return rows.map((row) => make(row, byContact.get(row.id) ?? []));
    });

  const listPeople: ContactStore['listPeople'] = (scope, search, page) => {
    const params = listParams(db.dialect, scope, search, page);
    return withLocations(lists.personRows(params, search.sort), params, personOf);
  };

  return {
    contactVersion: async (scope, kind, id) =>
      (await version.get(db.kysely, { id, accountId: scope.accountId, kind }))?.version ?? null,
    listContactVersions(scope, kind, search, page) {
      const params = listParams(db.dialect, scope, search, page);
      return lists.versionRows(kind, params, search.sort).all(db.kysely, params);
    },

    getCompany: async (scope, id) =>
      (await withLocations(company, { id, accountId: scope.accountId }, companyOf))[0] ?? null,
    listCompanies(scope, search, page) {
      const params = listParams(db.dialect, scope, search, page);
      return withLocations(lists.companyRows(params, search.sort), params, companyOf);
    },
    ...companyWrites(db),
    // Its employees stay, without employer (their company_id becomes null). The company is locked
    // first: a person being given it as employer meanwhile either commits before (and is touched
    // here) or waits and then finds no such company.
    deleteCompany: (scope, id, expected) =>
      db.write((trx) =>
        deleteRecord(trx, scope, 'company', id, expected, async (now) => {
          await touchEmployees(trx, scope, id, now);
          await touchRecordsLinkedTo(trx, scope, id, now);
        }),
      ),

    getPerson: async (scope, id) =>
      (await withLocations(person, { id, accountId: scope.accountId }, personOf))[0] ?? null,
    listPeople,
    employeesOf: async (scope, companyId, page) =>
      (await recordExists(db.kysely, scope, 'company', companyId))
        ? listPeople(scope, { companyId }, page)
        : null,
    ...personWrites(db),
    // Locked first: a link being made to the person meanwhile commits before (and is touched
    // here) or waits and then fails.
    deletePerson: (scope, id, expected) =>
      db.write((trx) =>
        deleteRecord(trx, scope, 'person', id, expected, (now) =>
          touchRecordsLinkedTo(trx, scope, id, now),
        ),
      ),

    affiliationsOf: (scope, kind, id) => affiliationsOf(db, scope, kind, id),

    listLocations: (scope, kind, contactId) =>
      readOfRecord(
        db,
        scope,
        kind,
        contactId,
        async (trx) => (await locationsOf(trx, [contactId])).get(contactId) ?? [],
      ),
    ...locationWrites(db),
  };
}
