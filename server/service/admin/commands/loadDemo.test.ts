import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import { adminTestContext, type AdminTestContext } from '../../testing/adminCommands';
import { loadDemoCommand } from './loadDemo';
import { writtenValue } from '../../store/testing/writtenValue';

describe('load-demo', () => {
  let ctx: AdminTestContext;
  beforeEach(async () => {
    ctx = await adminTestContext();
  });
  afterEach(() => ctx.dispose());

  it('loads the demo data into the given account only, acting as its first user', async () => {
    const other = await ctx.store.accounts.createAccount('Untouched');
    const accountId = await ctx.store.accounts.createAccount('Acme');
    const owner = writtenValue(
      await ctx.store.accounts.createUser(
        accountId,
        { name: 'Olga Owner', email: 'olga@example.com' },
        hashToken('olga'),
      ),
    );
    const lines = await ctx.run(loadDemoCommand, ['--account', String(accountId)]);
    expect(lines).toEqual([
      `Demo data loaded into account ${accountId}: 40 companies, 80 people, 24 deals, 30 to-dos, 40 communications.`,
    ]);
    const scope = { accountId, userId: owner };
    expect(
      await ctx.store.contacts.listCompanies(scope, {}, { offset: 0, limit: 500 }),
    ).toHaveLength(40);
    expect((await ctx.store.accounts.listUsers(accountId)).map((u) => u.email)).toEqual([
      'olga@example.com',
      'dana@example.com',
      'sam@example.com',
      'lee@example.com',
    ]);
    expect(
      await ctx.store.contacts.listCompanies(
        { accountId: other, userId: owner },
        {},
        { offset: 0, limit: 500 },
      ),
    ).toEqual([]);
    expect(await ctx.store.tags.listSuperTags(other)).toEqual([]);
  });

  it('refuses an unknown account or one without users', async () => {
    await expect(ctx.run(loadDemoCommand, ['--account', '5'])).rejects.toThrow(/no account 5/);
    const empty = await ctx.store.accounts.createAccount('Empty');
    await expect(ctx.run(loadDemoCommand, ['--account', String(empty)])).rejects.toThrow(
      /has no user to act as/,
    );
    expect(() => loadDemoCommand.prepare([])).toThrow(/--account is required/);
  });
});
