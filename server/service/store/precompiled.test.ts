import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../testing/testStore';
import { Precompiled } from './precompiled';

describe('Precompiled', () => {
  let t: TestStore;
  beforeEach(async () => {
    t = await createTestStore();
  });
  afterEach(() => t.close());

  it('fills named parameters on every run and keeps constant ones', async () => {
    const { kysely } = t.store.db;
    const [a, b] = [
      await t.store.accounts.createAccount('A'),
      await t.store.accounts.createAccount('B'),
    ];
    for (const [accountId, kind, name] of [
      [a, 'company', 'a1'],
      [a, 'person', 'p1'],
      [b, 'company', 'b1'],
      [a, 'company', 'a2'],
    ] as const) {
      await t.store.db.kysely
        .insertInto('contacts')
        .values({
          account_id: accountId,
          kind,
          name,
          first_name: '',
          last_name: '',
          title: '',
          notes: '',
          small_image: null,
          large_image: null,
          company_id: null,
          created_at: 0,
          updated_at: 0,
        })
        .execute();
    }
    const query = new Precompiled<{ accountId: number; limit: number }, { name: string }>((param) =>
      kysely
        .selectFrom('contacts')
        .select('name')
        .where('account_id', '=', param<number>('accountId'))
        .where('kind', '=', 'company')
        .orderBy('id')
        .limit(param<number>('limit')),
    );
    expect((await query.all(kysely, { accountId: a, limit: 10 })).map((r) => r.name)).toEqual([
      'a1',
      'a2',
    ]);
    expect((await query.all(kysely, { accountId: a, limit: 1 })).map((r) => r.name)).toEqual([
      'a1',
    ]);
    expect(await query.get(kysely, { accountId: b, limit: 10 })).toEqual({ name: 'b1' });
    expect(await query.get(kysely, { accountId: b + 1, limit: 10 })).toBeUndefined();
    await expect(
      query.all(kysely, { accountId: a } as { accountId: number; limit: number }),
    ).rejects.toThrow(/no value for parameter limit/);
  });
});
