import { describe, expect, it } from 'vitest';
import { openStore } from '../openStore';
import { describePostgres } from '../testing/describePostgres';
import { acquireTestSchema } from '../testing/testSchema';

describe('opening the PostgreSQL store from DATABASE_URL', () => {
  it('refuses URLs of other databases, naming what it expects', async () => {
    await expect(
      openStore({ dataDir: '/nonexistent', databaseUrl: 'mysql://crm@localhost/crm' }),
    ).rejects.toThrow('DATABASE_URL must be a PostgreSQL URL such as postgres://');
  });

  it('says which server it cannot reach, without the password', async () => {
    const failure = openStore({
      dataDir: '/nonexistent',
      databaseUrl: 'postgresql://crm:s3cret-pw@127.0.0.1:1/crm',
    });
    await expect(failure).rejects.toThrow(/^PostgreSQL at 127\.0\.0\.1:1\/crm: .*ECONNREFUSED/);
    await expect(failure).rejects.not.toThrow(/s3cret-pw/);
  });
});

describePostgres('openStore with a postgres:// DATABASE_URL', (url) => {
  it('opens the PostgreSQL store, with its tables, and no data directory', async () => {
    const schema = await acquireTestSchema(url);
    try {
      const store = await openStore({
        dataDir: '/nonexistent/never-created',
        databaseUrl: ` ${schema.url} `,
      });
      try {
        expect(store.kind).toBe('postgres');
        const accountId = await store.accounts.createAccount('Opened');
        expect(await store.accounts.listDealStatuses(accountId)).toEqual([
          'Failure',
          'Lost',
          'Pending',
          'Won',
        ]);
      } finally {
        await store.close();
      }
    } finally {
      await schema.release();
    }
  });
});
