import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scope } from '../scope';
import { SqliteCommentStore } from './comments';
import { SqliteDb } from './database';

describe('SqliteCommentStore', () => {
  let db: SqliteDb;
  let store: SqliteCommentStore;
  let scope: Scope;
  let other: Scope;
  const now = Date.now();

  const company = (accountId: number, name: string): number =>
    db.run(
      db.qb.insertInto('contacts').values({ account_id: accountId, kind: 'company', name, first_name: '', last_name: '', title: '', notes: '', small_image: null, large_image: null, company_id: null, created_at: now, updated_at: now }),
    ).lastInsertRowid;
  const version = (id: number): number => db.get(db.qb.selectFrom('contacts').select('version').where('id', '=', id))!.version;
  const add = async (s: Scope, recordId: number, comment: string, kind: 'company' | 'person' = 'company') => store.addComment(s, { kind, recordId, comment, authorName: 'Author' });

  beforeEach(() => {
    db = new SqliteDb(':memory:');
    store = new SqliteCommentStore(db);
    const account = (name: string): Scope => {
      const accountId = db.run(db.qb.insertInto('accounts').values({ name, utc_offset_minutes: 0, created_at: now })).lastInsertRowid;
      const userId = db.run(db.qb.insertInto('users').values({ account_id: accountId, name: `${name} user`, email: `${name}@example.com`, token_hash: Buffer.from(name), created_at: now })).lastInsertRowid;
      return { accountId, userId };
    };
    scope = account('one');
    other = account('two');
  });
  afterEach(() => db.close());

  it('gives every asked record its comments, oldest first, in one call, and [] to records without', async () => {
    const [a, b, c] = [company(scope.accountId, 'A'), company(scope.accountId, 'B'), company(scope.accountId, 'C')];
    const first = await add(scope, b, 'b1');
    const second = await add(scope, a, 'a1');
    const third = await add(scope, b, 'b2');
    const result = await store.commentsOf(scope, 'company', [a, b, c, b]);
    expect([...result.keys()]).toEqual([a, b, c]);
    expect(result.get(b)!.map((x) => [x.id, x.comment, x.recordId, x.user])).toEqual([
      [first, 'b1', b, 'Author'],
      [third, 'b2', b, 'Author'],
    ]);
    expect(result.get(a)!.map((x) => x.id)).toEqual([second]);
    expect(result.get(c)).toEqual([]);
    expect(result.get(a)![0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect((await store.commentsOf(scope, 'company', [])).size).toBe(0);
  });

  it('keeps kinds and accounts apart', async () => {
    const mine = company(scope.accountId, 'Mine');
    await add(scope, mine, 'mine');
    // A deal with the same id number as the company must not see the company's comments.
    expect((await store.commentsOf(scope, 'deal', [mine])).get(mine)).toEqual([]);
    expect((await store.commentsOf(other, 'company', [mine])).get(mine)).toEqual([]);
    expect(await add(other, mine, 'intruder')).toBeNull();
    expect(await add(scope, mine, 'wrong kind', 'person')).toBeNull();
  });

  it('serves a page of hundreds of records with one prepared statement (any length of id list)', async () => {
    const ids = Array.from({ length: 600 }, (_, i) => company(scope.accountId, `C${i}`));
    for (const id of ids.filter((_, i) => i % 3 === 0)) await add(scope, id, `on ${id}`);
    const before = db.executed;
    const small = await store.commentsOf(scope, 'company', ids.slice(0, 5));
    const large = await store.commentsOf(scope, 'company', ids);
    expect(small.get(ids[0]!)!.map((c) => c.comment)).toEqual([`on ${ids[0]}`]);
    expect([...large.values()].filter((list) => list.length === 1).length).toBe(200);
    // One statement each, whatever the number of ids (they travel as one JSON array).
    expect(db.executed - before).toBe(2);
    const plan = db.raw
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM comments WHERE record_kind = 'company' AND record_id IN (SELECT value FROM json_each('[1]')) AND account_id = 1 ORDER BY record_id, id")
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toContain('USING INDEX comments_by_record');
  });

  it('finds, updates and deletes only within the account, touching the record each time', async () => {
    const id = company(scope.accountId, 'A');
    const v0 = version(id);
    const commentId = (await add(scope, id, 'first'))!;
    expect(version(id)).toBe(v0 + 1);
    expect(await store.findComment(other, commentId)).toBeNull();
    expect(await store.updateComment(other, commentId, 'hacked')).toBe(false);
    expect(await store.deleteComment(other, commentId)).toBe(false);
    expect(version(id)).toBe(v0 + 1);
    expect(await store.updateComment(scope, commentId, 'second')).toBe(true);
    expect((await store.findComment(scope, commentId))!.comment).toBe('second');
    expect(version(id)).toBe(v0 + 2);
    expect(await store.deleteComment(scope, commentId)).toBe(true);
    expect(version(id)).toBe(v0 + 3);
    expect(await store.findComment(scope, commentId)).toBeNull();
    expect(await store.deleteComment(scope, commentId)).toBe(false);
  });

  it('goes away with its record', async () => {
    const id = company(scope.accountId, 'Doomed');
    const commentId = (await add(scope, id, 'bye'))!;
    db.run(db.qb.deleteFrom('contacts').where('id', '=', id));
    expect(await store.findComment(scope, commentId)).toBeNull();
  });
});
