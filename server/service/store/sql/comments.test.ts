import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store';
import type { Scope } from '../scope';
import { writtenValue } from '../testing/writtenValue';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';
import { COMMENT_OPENING_LENGTH, commentOpening } from './comments';

describe('sqlCommentStore', () => {
  let t: AreaTestStore;
  let store: Store['comments'];
  let scope: Scope;
  let other: Scope;

  const company = (accountId: number) => t.record('company', accountId);
  const version = (id: number) => t.version('company', id);
  const add = async (
    s: Scope,
    recordId: number,
    comment: string,
    kind: 'company' | 'person' = 'company',
  ) => writtenValue(await addRaw(s, recordId, comment, kind));
  const addRaw = (s: Scope, recordId: number, comment: string, kind: 'company' | 'person') =>
    store.addComment(s, { kind, recordId, comment, authorName: 'Author' });

  beforeEach(async () => {
    t = await areaTestStore();
    ({ scope, other } = t);
    store = t.store.comments;
  });
  afterEach(() => t.close());

  it('gives every asked record its comments, oldest first, in one call, and [] to records without', async () => {
    const [a, b, c] = [
      await company(scope.accountId),
      await company(scope.accountId),
      await company(scope.accountId),
    ];
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

  it('embeds the newest comments within a count and a text budget, oldest first, with the total', async () => {
    const [a, b, c] = [
      await company(scope.accountId),
      await company(scope.accountId),
      await company(scope.accountId),
    ];
    const onA: number[] = [];
    for (let i = 0; i < 7; i++) onA.push(await add(scope, a, `a${i}`));
    const onB: number[] = [];
    for (const length of [50, 40, 30, 20]) onB.push(await add(scope, b, 'b'.repeat(length)));
    const huge = await add(scope, c, 'c'.repeat(500));
    await add(other, await company(other.accountId), 'elsewhere');
    const result = await store.latestCommentsOf(scope, 'company', [a, b, c], {
      latest: 3,
      characters: 60,
    });
    expect(result.get(a)!.comments.map((x) => x.id)).toEqual(onA.slice(4));
    expect(result.get(a)!.total).toBe(7);
    // 20 + 30 fit in 60 characters; the 40 before them would not.
    expect(result.get(b)!.comments.map((x) => x.id)).toEqual(onB.slice(2));
    expect(result.get(b)!.total).toBe(4);
    // The newest comment is always there, whatever its length.
    expect(result.get(c)).toEqual({ comments: [expect.objectContaining({ id: huge })], total: 1 });
    const none = await store.latestCommentsOf(scope, 'deal', [a], { latest: 3, characters: 60 });
    expect(none.get(a)).toEqual({ comments: [], total: 0 });
  });

  it('keeps kinds and accounts apart', async () => {
    const mine = await company(scope.accountId);
    await add(scope, mine, 'mine');
    // A deal with the same id number as the company must not see the company's comments.
    expect((await store.commentsOf(scope, 'deal', [mine])).get(mine)).toEqual([]);
    expect((await store.commentsOf(other, 'company', [mine])).get(mine)).toEqual([]);
    expect(await addRaw(other, mine, 'intruder', 'company')).toEqual({ status: 'not_found' });
    expect(await addRaw(scope, mine, 'wrong kind', 'person')).toEqual({ status: 'not_found' });
  });

  it('serves a page of hundreds of records with one prepared statement (any length of id list)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 600; i++) ids.push(await company(scope.accountId));
    for (const id of ids.filter((_, i) => i % 3 === 0)) await add(scope, id, `on ${id}`);
    const before = t.store.db.executed;
    const small = await store.commentsOf(scope, 'company', ids.slice(0, 5));
    const large = await store.commentsOf(scope, 'company', ids);
    expect(small.get(ids[0]!)!.map((c) => c.comment)).toEqual([`on ${ids[0]}`]);
    expect([...large.values()].filter((list) => list.length === 1).length).toBe(200);
    // One statement each, whatever the number of ids (they travel as one JSON array).
    expect(t.store.db.executed - before).toBe(2);
    if (t.backend === 'sqlite') {
      const ids = t.store.db.dialect.idsOfJson('[1]');
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT id FROM comments WHERE record_kind = 'company' AND record_id IN ${ids} AND account_id = 1 ORDER BY record_id, id`.execute(
        t.store.db.kysely,
      );
      expect(plan.rows.map((p) => p.detail).join('\n')).toContain('USING INDEX comments_by_record');
    }
  });

  it('finds, updates and deletes only within the account, touching the record each time', async () => {
    const id = await company(scope.accountId);
    const v0 = await version(id);
    const commentId = await add(scope, id, 'first');
    expect(await version(id)).toBe(v0 + 1);
    expect(await store.findComment(other, commentId)).toBeNull();
    expect(await store.updateComment(other, commentId, 'hacked')).toEqual({ status: 'not_found' });
    expect(await store.deleteComment(other, commentId)).toEqual({ status: 'not_found' });
    expect(await version(id)).toBe(v0 + 1);
    expect(await store.updateComment(scope, commentId, 'second')).toEqual({
      status: 'ok',
      value: undefined,
    });
    expect((await store.findComment(scope, commentId))!.comment).toBe('second');
    expect(await version(id)).toBe(v0 + 2);
    expect(await store.deleteComment(scope, commentId)).toEqual({ status: 'ok', value: undefined });
    expect(await version(id)).toBe(v0 + 3);
    expect(await store.findComment(scope, commentId)).toBeNull();
    expect(await store.deleteComment(scope, commentId)).toEqual({ status: 'not_found' });
  });

  it('loses no comment or version bump under concurrent writers of one record', async () => {
    const deal = await t.record('deal');
    const v0 = await t.version('deal', deal);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.addComment(scope, {
          kind: 'deal',
          recordId: deal,
          comment: `c${i}`,
          authorName: 'Admin',
        }),
      ),
    );
    expect((await store.commentsOf(scope, 'deal', [deal])).get(deal)).toHaveLength(10);
    expect(await t.version('deal', deal)).toBe(v0 + 10);
  });

  it('goes away with its record', async () => {
    const id = await company(scope.accountId);
    const commentId = await add(scope, id, 'bye');
    await t.store.db.kysely.deleteFrom('contacts').where('id', '=', id).execute();
    expect(await store.findComment(scope, commentId)).toBeNull();
  });
});

describe('commentOpening', () => {
  it('keeps the first 300 characters, counting a character outside the BMP or a lone surrogate as one', () => {
    const n = COMMENT_OPENING_LENGTH;
    expect(commentOpening('')).toBe('');
    expect(commentOpening('a'.repeat(n))).toBe('a'.repeat(n));
    expect(commentOpening('a'.repeat(n + 1))).toBe(`${'a'.repeat(n)}…`);
    // 300 emoji are 600 UTF-16 units: kept whole; one more is cut after the 300th, not inside it.
    expect(commentOpening('😀'.repeat(n))).toBe('😀'.repeat(n));
    expect(commentOpening('😀'.repeat(n + 1))).toBe(`${'😀'.repeat(n)}…`);
    expect(commentOpening(`${'a'.repeat(n - 1)}😀b`)).toBe(`${'a'.repeat(n - 1)}😀…`);
    expect(commentOpening(`${'\ud800'.repeat(n)}b`)).toBe(`${'\ud800'.repeat(n)}…`);
    expect(commentOpening('"'.repeat(65_536))).toBe(`${'"'.repeat(n)}…`);
  });
});
