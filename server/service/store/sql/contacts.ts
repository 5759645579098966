import type { ContactStore } from '../contactStore';
import type { Compilable } from 'kysely';
import type { Affiliation } from '#xml/affiliation';
import type { Location } from '#xml/location';
import { fullName } from '#xml/person';
import {
  companyOf,
  LOCATION_COLUMNS,
  locationOfTuple,
  personOf,
  selectCompany,
  selectPerson,
  type LocationTuple,
} from '../contactRows';
import type { PersonSearch } from '../contactStore';
import type { Executor, StoreDb } from '../dialect/database';
import { jsonValue } from '../dialect/dialect';
import { Precompiled, type Param } from '../precompiled';
import type { ContactKind, Page, Scope } from '../scope';
import { contactPages, listParams, selectVersion, type ContactsQuery } from './contacts/lists';
import { locationWrites } from './contacts/locations';
import { contactWrites } from './contacts/writes';
import { readOfRecord, recordExists } from './records';

type RecordParams = { id: number; accountId: number };

/** An affiliation's label is the person's title, or "Employee" when it has none. */
const affiliation = (
  recordType: Affiliation['recordType'],
  recordId: number,
  recordName: string,
  title: string,
): Affiliation => ({ recordId, recordType, recordName, label: title === '' ? 'Employee' : title });

/** The contact area (`ContactStore`); a show or list reads the records, then their locations, in one `read`. */
/** A search that may read far more rows than it returns: it goes to a reader thread. */
function isFiltered(search: PersonSearch): boolean {
  const { name, email, updatedSince, tag, state } = search;
  return [name, email, updatedSince, tag, state].some((term) => term !== undefined && term !== '');
}

export function sqlContactStore(db: StoreDb): ContactStore {
  const byId = (param: Param, kind: ContactKind) =>
    db.kysely
      .selectFrom('contacts')
      .where('contacts.id', '=', param<number>('id'))
      .where('contacts.account_id', '=', param<number>('accountId'))
      .where('contacts.kind', '=', kind);
  const version = new Precompiled<RecordParams & { kind: ContactKind }, { version: number }>(
    (param) => byId(param, param<ContactKind>('kind')).select('version'),
  );
  // One statement for any number of ids (one JSON parameter) answering one JSON value: on SQLite,
  // JSON.parse reads a page's small strings twice as fast as better-sqlite3 makes row objects. No
  // account_id filter: the ids are the account's; it would lure SQLite into an (account_id, …) index.
  const locations = new Precompiled<{ ids: string }, { rows: unknown }>((param) =>
    db.kysely
      .selectFrom('locations')
      .select(db.dialect.contactSearch.jsonTuples(LOCATION_COLUMNS, 'id').as('rows'))
      .where('contact_id', 'in', db.dialect.idsOfJson(param<string>('ids'))),
  );

  /** Each contact's locations, ordered by id. */
  async function locationsOf(trx: Executor, contacts: readonly { id: number }[]) {
    const result = new Map(contacts.map((c): [number, Location[]] => [c.id, []]));
    if (contacts.length === 0) return result;
    const row = await locations.get(trx, { ids: JSON.stringify(contacts.map((c) => c.id)) });
    for (const tuple of jsonValue<LocationTuple[]>(row?.rows, []))
      result.get(tuple[1])!.push(locationOfTuple(tuple));
    return result;
  }

  /** A kind's show and list: the columns `select` picks, each record with its locations. */
  function reads<R extends { id: number }, S>(
    kind: ContactKind,
    select: (contacts: ContactsQuery) => Compilable<R>,
    make: (row: R, locations: Location[]) => S,
  ) {
    const one = new Precompiled<RecordParams, R>((param) => select(byId(param, kind)));
    const pages = contactPages(db, kind, select);
    // `via`: the main connection for a show by id (a reader's message round trip costs more than
    // the read), a reader thread for a list, whose cost grows with the data.
    const withLocations = <P extends Record<string, unknown>>(
      via: 'read' | 'scan',
      statement: Precompiled<P, R>,
      params: P,
      scope: Scope,
    ): Promise<S[]> =>
      db[via](async (trx) => {
        const rows = await statement.all(trx, params);
        const byContact = await locationsOf(trx, rows);
        return rows.map((row) => make(row, byContact.get(row.id) ?? []));
      }, scope);
    return {
      get: async (scope: Scope, id: number) =>
        (await withLocations('read', one, { id, accountId: scope.accountId }, scope))[0] ?? null,
      list: async (scope: Scope, search: PersonSearch, page: Page) => {
        const params = listParams(db.dialect, scope, kind, search, page);
        if (params === null) return [];
        // A page without a filter is an index walk of `limit` rows, cheaper on the main
        // connection than a reader's round trip (bench:service's list); a filter may scan.
        return withLocations(
          isFiltered(search) ? 'scan' : 'read',
          pages(params, search.sort),
          params,
          scope,
        );
      },
      versions: contactPages(db, kind, selectVersion),
    };
  }
  const companies = reads('company', selectCompany, companyOf);
  const people = reads('person', selectPerson, personOf);

  return {
    /** The record's version, or null: one cheap lookup, so a show can answer from its cache. */
    contactVersion: async (scope: Scope, kind: ContactKind, id: number) =>
      (await version.get(db.kysely, { id, accountId: scope.accountId, kind }))?.version ?? null,
    /** Ids and versions of the page `listCompanies`/`listPeople` would answer, in its order. */
    async listContactVersions(scope: Scope, kind: ContactKind, search: PersonSearch, page: Page) {
      const params = listParams(db.dialect, scope, kind, search, page);
      if (params === null) return [];
      const versions = (kind === 'company' ? companies : people).versions;
      return db.scan((trx) => versions(params, search.sort).all(trx, params), scope);
    },
    getCompany: companies.get,
    listCompanies: companies.list,
    getPerson: people.get,
    listPeople: people.list,
    employeesOf: async (scope: Scope, companyId: number, page: Page) =>
      (await recordExists(db.kysely, scope, 'company', companyId))
        ? people.list(scope, { companyId }, page)
        : null,
    ...contactWrites(db),

    /** A company's people, or the person's company; null when the record does not exist. */
    async affiliationsOf(scope: Scope, kind: ContactKind, id: number) {
      if (kind === 'company')
        return readOfRecord(db, scope, 'company', id, async (trx) => {
          const people = await trx
            .selectFrom('contacts')
            .select(['id', 'first_name as firstName', 'last_name as lastName', 'title'])
            .where((eb) => eb.and({ company_id: id, account_id: scope.accountId, kind: 'person' }))
            .orderBy('id')
            .execute();
          return people.map((p) => affiliation('Person', p.id, fullName(p), p.title));
        });
      const person = await db.kysely
        .selectFrom('contacts as person')
        .leftJoin('contacts as company', 'company.id', 'person.company_id')
        .select(['person.title', 'company.id as company_id', 'company.name as company_name'])
        .where('person.id', '=', id)
        .where('person.account_id', '=', scope.accountId)
        .where('person.kind', '=', 'person')
        .executeTakeFirst();
      if (person === undefined) return null;
      if (person.company_id === null) return [];
      return [affiliation('Company', person.company_id, person.company_name ?? '', person.title)];
    },

    /** By id; null when the record does not exist. */
    listLocations: (scope: Scope, kind: ContactKind, id: number) =>
      readOfRecord(db, scope, kind, id, async (trx) => (await locationsOf(trx, [{ id }])).get(id)!),
    ...locationWrites(db),
  };
}
