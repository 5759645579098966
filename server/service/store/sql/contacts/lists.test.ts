import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSort, ContactSortKey } from '../../contactStore';
import type { ContactKind } from '../../scope';
import { SqliteStoreDb } from '../../dialect/sqlite';
import { createSqliteStore } from '../../openStore';
import type { Precompiled } from '../../precompiled';
import type { Store } from '../../store';
import { selectCompany, selectPerson } from '../../contactRows';
import { contactPages, listParams, selectVersion, type ListParams } from './lists';

/** The list statements as `sqlContactStore` builds them. */
function contactLists(db: SqliteStoreDb) {
  const versions = {
    company: contactPages(db, 'company', selectVersion),
    person: contactPages(db, 'person', selectVersion),
  };
  return {
    companyRows: contactPages(db, 'company', selectCompany),
    personRows: contactPages(db, 'person', selectPerson),
    versionRows: (kind: ContactKind, params: ListParams, sort: ContactSort | undefined) =>
      versions[kind](params, sort),
  };
}

/**
 * SQLite's plans of the list statements. Sorted pages must walk an index in the sort's order
 * and stop after the page: a plan with "USE TEMP B-TREE FOR ORDER BY" sorts every contact of the
 * account first, which is what the order indexes are for. A descending sort may sort runs of
 * equal keys by id ("… FOR LAST TERM OF ORDER BY" / "RIGHT PART"), never the whole list.
 */
describe('SQLite list statements', () => {
  let store: Store;
  let db: SqliteStoreDb;
  let lists: ReturnType<typeof contactLists>;
  let scope: { accountId: number; userId: number };
  beforeEach(async () => {
    store = await createSqliteStore(':memory:');
    db = store.db as SqliteStoreDb;
    lists = contactLists(db);
    scope = { accountId: await store.accounts.createAccount('A'), userId: 0 };
  });
  afterEach(() => store.close());

  const page = { offset: 0, limit: 10 };
  const KEYS: Record<ContactKind, ContactSortKey[]> = {
    company: ['name', 'updated_at', 'created_at', 'id'],
    person: ['name', 'last_name', 'updated_at', 'created_at', 'id'],
  };

  /** The details of the statement's query plan (EXPLAIN QUERY PLAN). */
  function plan(
    raw: BetterSqlite3.Database,
    statement: Precompiled<ListParams, unknown>,
    params: ListParams,
  ): string[] {
    const { sql, parameters } = statement.withValues(params);
    return raw
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...parameters)
      .map((row) => row.detail);
  }

  function plans(kind: ContactKind, sort: ContactSort | undefined): string[][] {
    const params = listParams(db.dialect, scope, kind, { sort }, page)!;
    const rows =
      kind === 'company' ? lists.companyRows(params, sort) : lists.personRows(params, sort);
    return [
      plan(db.raw, rows, params),
      plan(db.raw, lists.versionRows(kind, params, sort), params),
    ];
  }

  it('walks an index for the first page of every plain sorted list, both directions, both kinds', () => {
    for (const kind of ['company', 'person'] as const) {
      for (const key of KEYS[kind]) {
        for (const descending of [false, true]) {
          for (const lines of plans(kind, { key, descending })) {
            const text = lines.join(' | ');
            expect(text, `${kind} ${descending ? '-' : ''}${key}`).toMatch(
              /USING (COVERING )?INDEX contacts_by_\w+ \(account_id=\? AND kind=\?\)/,
            );
            expect(text, `${kind} ${descending ? '-' : ''}${key}`).not.toMatch(
              /USE TEMP B-TREE FOR ORDER BY/,
            );
            // Only a descending sort leaves the ties' id order to a partial sort.
            if (!descending || key === 'id')
              expect(text, `${kind} ${key}`).not.toMatch(/TEMP B-TREE/);
          }
        }
      }
    }
  });

  it('keeps the unsorted list on the id index, as before', () => {
    for (const kind of ['company', 'person'] as const) {
      for (const lines of plans(kind, undefined))
        expect(lines[0]).toMatch(
          /USING (COVERING )?INDEX contacts_by_kind \(account_id=\? AND kind=\?\)$/,
        );
    }
  });

  it('sorts just the matches of a trigram name or e-mail search instead of walking the whole order index', () => {
    for (const search of [
      { name: 'harbor' },
      { email: 'example' },
      { name: 'harbor', state: 'RI' },
    ]) {
      for (const sort of [
        { key: 'name', descending: false },
        { key: 'updated_at', descending: true },
      ] as const) {
        const params = listParams(db.dialect, scope, 'company', { ...search, sort }, page)!;
        const lines = plan(db.raw, lists.companyRows(params, sort), params);
        expect(lines[0], JSON.stringify(search)).toMatch(
          /USING (COVERING )?INDEX contacts_by_kind \(account_id=\? AND kind=\? AND id=\?\)/,
        );
        expect(lines.join(' | ')).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      }
    }
    // A tag or state filter may match most of the account: the order index is walked, and the walk stops after a page.
    const params = listParams(
      db.dialect,
      scope,
      'company',
      { state: 'RI', sort: { key: 'name', descending: false } },
      page,
    )!;
    expect(
      plan(db.raw, lists.companyRows(params, { key: 'name', descending: false }), params)[0],
    ).toMatch(/USING (COVERING )?INDEX contacts_by_name /);
  });

  it('compiles one statement per sort: the sort is part of the shape', () => {
    const params = listParams(db.dialect, scope, 'company', {}, page)!;
    const byName = lists.companyRows(params, { key: 'name', descending: false });
    expect(lists.companyRows(params, { key: 'name', descending: false })).toBe(byName);
    expect(lists.companyRows(params, { key: 'name', descending: true })).not.toBe(byName);
    expect(lists.companyRows(params, undefined)).not.toBe(byName);
    expect(lists.versionRows('company', params, { key: 'name', descending: false })).not.toBe(
      lists.versionRows('company', params, { key: 'created_at', descending: false }),
    );
  });
});
