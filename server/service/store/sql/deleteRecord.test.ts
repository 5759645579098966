import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordKind, Scope } from '../scope';
import type { Store } from '../store';
import { WRITTEN, type WriteResult } from '../writeResult';
import { tableOfKind } from './records';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';

type Delete = (store: Store, scope: Scope, id: number, expected?: number) => Promise<WriteResult>;

/** Each kind's delete, as the DELETE routes call it with the version of `If-Match`. */
const DELETES: readonly [RecordKind, Delete][] = [
  ['company', (store, scope, id, expected) => store.contacts.deleteCompany(scope, id, expected)],
  ['person', (store, scope, id, expected) => store.contacts.deletePerson(scope, id, expected)],
  ['deal', (store, scope, id, expected) => store.deals.deleteDeal(scope, id, expected)],
  ['todo', (store, scope, id, expected) => store.todos.deleteTodo(scope, id, expected)],
  [
    'communication',
    (store, scope, id, expected) => store.communications.deleteCommunication(scope, id, expected),
  ],
];

/**
 * A delete with an expected version (`If-Match`) compares it in the delete's own transaction: a
 * change that lands after the caller read the record, however late, makes it `stale` and
 * nothing is deleted. (A check read before the delete, in a statement of its own, lets such a
 * change be deleted unseen.)
 */
describe.each(DELETES)('deleting a %s with an expected version', (kind, remove) => {
  let t: AreaTestStore;
  beforeEach(async () => {
    t = await areaTestStore();
  });
  afterEach(() => t.close());

  /** A change by someone else: the record's version moves (as any write of it or its parts does). */
  const bumpVersion = (trx: Store['db']['kysely'], id: number) =>
    trx
      .updateTable(tableOfKind(kind))
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();

  it('refuses the version the caller read once the record has changed, and keeps it', async () => {
    const id = await t.record(kind);
    const read = await t.version(kind, id);
    await t.store.comments.addComment(t.scope, {
      kind,
      recordId: id,
      comment: 'Changed meanwhile',
      authorName: 'Someone else',
    });
    const current = await t.version(kind, id);
    expect(current).toBe(read + 1);

    expect(await remove(t.store, t.scope, id, read)).toEqual({ status: 'stale' });
    expect(await t.version(kind, id)).toBe(current);
    expect(await remove(t.store, t.other, id, current)).toEqual({ status: 'not_found' });
    expect(await remove(t.store, t.scope, id, current)).toEqual(WRITTEN);
    expect(await remove(t.store, t.scope, id, current)).toEqual({ status: 'not_found' });
    expect(await remove(t.store, t.scope, id)).toEqual({ status: 'not_found' });
  });

  it('refuses it when the change commits while the delete waits for the record', async () => {
    const id = await t.record(kind);
    const read = await t.version(kind, id);
    let commitChange!: () => void;
    const changeMayCommit = new Promise<void>((resolve) => (commitChange = resolve));
    let changed!: () => void;
    const changeWritten = new Promise<void>((resolve) => (changed = resolve));
    const change = t.store.db.write(async (trx) => {
      await bumpVersion(trx, id);
      changed();
      await changeMayCommit;
    });
    await changeWritten;
    // The delete starts while the change is written but not committed: PostgreSQL's row lock
    // (SQLite's single writer) holds it until the change commits.
    const deleting = remove(t.store, t.scope, id, read);
    await new Promise((resolve) => setTimeout(resolve, 100));
    commitChange();
    await change;

    expect(await deleting).toEqual({ status: 'stale' });
    expect(await t.version(kind, id)).toBe(read + 1);
  });

  it('deletes whatever the version without an expected one', async () => {
    const id = await t.record(kind);
    await bumpVersion(t.store.db.kysely, id);
    expect(await remove(t.store, t.scope, id)).toEqual(WRITTEN);
    await expect(t.version(kind, id)).rejects.toThrow(/No row/);
  });
});
