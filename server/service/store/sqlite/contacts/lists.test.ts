import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactKind, ContactSort, ContactSortKey } from '../../contactStore';
import { SqliteDb } from '../database';
import { ContactLists } from './lists';
import { listParams } from './search';

/**
 * Sorted pages must walk an index in the sort's order and stop after the page: a plan with
 * "USE TEMP B-TREE FOR ORDER BY" sorts every contact of the account first, which is what the
 * indexes of migration 3 are for. A descending sort may sort runs of equal keys by id
 * ("… FOR LAST TERM OF ORDER BY" / "RIGHT PART"), never the whole list.
 */
describe('SQLite list statements', () => {
  let db: SqliteDb;
  beforeEach(() => {
    db = new SqliteDb(':memory:');
    db.raw.exec(`INSERT INTO accounts (id, name, created_at) VALUES (1, 'A', 0)`);
  });
  afterEach(() => db.close());

  const scope = { accountId: 1, userId: 0 };
  const page = { offset: 0, limit: 10 };
  const KEYS: Record<ContactKind, ContactSortKey[]> = { company: ['name', 'updated_at', 'created_at', 'id'], person: ['name', 'last_name', 'updated_at', 'created_at', 'id'] };

  function plans(kind: ContactKind, sort: ContactSort | undefined): string[][] {
    const lists = new ContactLists(db);
    const params = listParams(scope, { sort }, page);
    const rows = kind === 'company' ? lists.companyRows(params, sort) : lists.personRows(params, sort);
    return [rows.plan(params), lists.versionRows(kind, params, sort).plan(params)];
  }

  it('walks an index for the first page of every plain sorted list, both directions, both kinds', () => {
    for (const kind of ['company', 'person'] as const) {
      for (const key of KEYS[kind]) {
        for (const descending of [false, true]) {
          for (const plan of plans(kind, { key, descending })) {
            const text = plan.join(' | ');
            expect(text, `${kind} ${descending ? '-' : ''}${key}`).toMatch(/USING (COVERING )?INDEX contacts_by_\w+ \(account_id=\? AND kind=\?\)/);
            expect(text, `${kind} ${descending ? '-' : ''}${key}`).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
            // Only a descending sort leaves the ties' id order to a partial sort.
            if (!descending || key === 'id') expect(text, `${kind} ${key}`).not.toMatch(/TEMP B-TREE/);
          }
        }
      }
    }
  });

  it('keeps the unsorted list on the id index, as before', () => {
    for (const kind of ['company', 'person'] as const) {
      for (const plan of plans(kind, undefined)) expect(plan[0]).toMatch(/USING (COVERING )?INDEX contacts_by_kind \(account_id=\? AND kind=\?\)$/);
    }
  });

  it('sorts just the matches of a trigram name or e-mail search instead of walking the whole order index', () => {
    const lists = new ContactLists(db);
    for (const search of [{ name: 'harbor' }, { email: 'example' }, { name: 'harbor', state: 'RI' }]) {
      for (const sort of [{ key: 'name', descending: false }, { key: 'updated_at', descending: true }] as const) {
        const params = listParams(scope, { ...search, sort }, page);
        const plan = lists.companyRows(params, sort).plan(params);
        expect(plan[0], JSON.stringify(search)).toMatch(/USING (COVERING )?INDEX contacts_by_kind \(account_id=\? AND kind=\? AND id=\?\)/);
        expect(plan.join(' | ')).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      }
    }
    // A tag or state filter may match most of the account: the order index is walked, and the walk stops after a page.
    const params = listParams(scope, { state: 'RI', sort: { key: 'name', descending: false } }, page);
    expect(lists.companyRows(params, { key: 'name', descending: false }).plan(params)[0]).toMatch(/USING (COVERING )?INDEX contacts_by_name /);
  });

  it('compiles one statement per sort: the sort is part of the shape', () => {
    const lists = new ContactLists(db);
    const params = listParams(scope, {}, page);
    const byName = lists.companyRows(params, { key: 'name', descending: false });
    expect(lists.companyRows(params, { key: 'name', descending: false })).toBe(byName);
    expect(lists.companyRows(params, { key: 'name', descending: true })).not.toBe(byName);
    expect(lists.companyRows(params, undefined)).not.toBe(byName);
    expect(lists.versionRows('company', params, { key: 'name', descending: false })).not.toBe(lists.versionRows('company', params, { key: 'created_at', descending: false }));
  });
});
