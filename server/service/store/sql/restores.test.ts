import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';

const SNAP = 'a'.repeat(64);
const OTHER_SNAP = 'b'.repeat(64);
const all = { offset: 0, limit: 5000 };

describe('sqlRestoreStore', () => {
  let t: AreaTestStore;
  beforeEach(async () => {
    t = await areaTestStore();
  });
  afterEach(() => t.close());

  it('keeps a restore id map per account and snapshot; a set entry replaces one of the same source', async () => {
    const { restores } = t.store;
    await restores.changeRestore(t.scope, SNAP, {
      set: [
        { kind: 'companies', sourceId: '12', createdId: 345 },
        { kind: 'people', sourceId: '12', createdId: 346 },
        { kind: 'step', sourceId: 'companies:12:comment:88', createdId: null },
      ],
      forget: [],
    });
    await restores.changeRestore(t.scope, SNAP, {
      set: [{ kind: 'companies', sourceId: '12', createdId: 400 }],
      forget: [{ kind: 'step', sourceId: 'companies:12:comment:88' }],
    });
    await restores.changeRestore(t.scope, OTHER_SNAP, {
      set: [{ kind: 'deals', sourceId: '1', createdId: 2 }],
      forget: [],
    });
    expect(await restores.restoreEntries(t.scope, SNAP, all)).toEqual([
      { kind: 'companies', sourceId: '12', createdId: 400 },
      { kind: 'people', sourceId: '12', createdId: 346 },
    ]);
    // Another account sees none of it.
    expect(await restores.restoreEntries(t.other, SNAP, all)).toEqual([]);
    expect(await restores.listRestores(t.other, 10)).toEqual([]);
    const listed = await restores.listRestores(t.scope, 10);
    expect(listed.map((r) => [r.snapshotId, r.records, r.steps]).sort()).toEqual([
      [SNAP, 2, 0],
      [OTHER_SNAP, 1, 0],
    ]);
    expect(listed[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('pages entries in the order first written, and forgets a whole restore', async () => {
    const { restores } = t.store;
    const set = Array.from({ length: 450 }, (_, i) => ({
      kind: 'todos' as const,
      sourceId: String(i + 1),
      createdId: 1000 + i,
    }));
    await restores.changeRestore(t.scope, SNAP, { set, forget: [] });
    const second = await restores.restoreEntries(t.scope, SNAP, { offset: 400, limit: 100 });
    expect(second.map((e) => e.createdId)).toEqual(set.slice(400).map((e) => e.createdId));
    expect(await restores.forgetRestore(t.other, SNAP)).toBe(0);
    expect(await restores.forgetRestore(t.scope, SNAP)).toBe(450);
    expect(await restores.restoreEntries(t.scope, SNAP, all)).toEqual([]);
  });
});
