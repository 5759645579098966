import { describe, expect, it } from 'vitest';
import { SqliteDb } from './database';
import { Precompiled } from './precompiled';

describe('Precompiled', () => {
  it('fills named parameters on every run and keeps constant ones', () => {
    const db = new SqliteDb(':memory:');
    db.raw.exec(`INSERT INTO accounts (id, name, created_at) VALUES (1, 'A', 0), (2, 'B', 0)`);
    db.raw.exec(`INSERT INTO contacts (account_id, kind, name, created_at, updated_at) VALUES (1, 'company', 'a1', 0, 0), (1, 'person', 'p1', 0, 0), (2, 'company', 'b1', 0, 0), (1, 'company', 'a2', 0, 0)`);
    const query = new Precompiled<{ accountId: number; limit: number }, { name: string }>(db, (param) =>
      db.qb.selectFrom('contacts').select('name').where('account_id', '=', param<number>('accountId')).where('kind', '=', 'company').orderBy('id').limit(param<number>('limit')),
    );
    expect(query.all({ accountId: 1, limit: 10 }).map((r) => r.name)).toEqual(['a1', 'a2']);
    expect(query.all({ accountId: 1, limit: 1 }).map((r) => r.name)).toEqual(['a1']);
    expect(query.get({ accountId: 2, limit: 10 })).toEqual({ name: 'b1' });
    expect(query.get({ accountId: 3, limit: 10 })).toBeUndefined();
    expect(() => query.all({ accountId: 1 } as { accountId: number; limit: number })).toThrow(/no value for parameter limit/);
    db.close();
  });
});
