import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import { AdminError, UsageError } from '../adminCommand';
import { adminTestContext, type AdminTestContext } from '../../testing/adminCommands';
import { createAccountCommand } from './createAccount';
import { createUserCommand } from './createUser';
import { listAccountsCommand } from './listAccounts';
import { listUsersCommand } from './listUsers';

describe('account and user commands', () => {
  let ctx: AdminTestContext;
  beforeEach(async () => {
    ctx = await adminTestContext();
  });
  afterEach(() => ctx.dispose());

  it('create-account prints the new id and stores name and UTC offset', async () => {
    expect(
      await ctx.run(createAccountCommand, ['--name', 'Acme', '--utc-offset', '+0200']),
    ).toEqual(['1']);
    expect(await ctx.run(createAccountCommand, ['--name=Globex', '--utc-offset=-05:30'])).toEqual([
      '2',
    ]);
    expect(await ctx.store.accounts.listAccounts()).toEqual([
      { id: 1, name: 'Acme', utcOffsetMinutes: 120, userCount: 0 },
      { id: 2, name: 'Globex', utcOffsetMinutes: -330, userCount: 0 },
    ]);
    expect(await ctx.store.accounts.listDealStatuses(1)).toEqual([
      'Failure',
      'Lost',
      'Pending',
      'Won',
    ]);
  });

  it('create-account refuses missing names, bad offsets and unknown options', () => {
    expect(() => createAccountCommand.prepare([])).toThrow(new UsageError('--name is required'));
    expect(() => createAccountCommand.prepare(['--name', '  '])).toThrow(UsageError);
    expect(() => createAccountCommand.prepare(['--name', 'A', '--utc-offset', '+2500'])).toThrow(
      /--utc-offset/,
    );
    expect(() => createAccountCommand.prepare(['--name', 'A', '--utc-offset', 'two'])).toThrow(
      /--utc-offset/,
    );
    expect(() => createAccountCommand.prepare(['--name', 'A', '--colour', 'red'])).toThrow(
      /colour/,
    );
    expect(() => createAccountCommand.prepare(['--name', 'A', 'extra'])).toThrow(
      /Unexpected argument: extra/,
    );
  });

  it('create-user prints a token that authenticates as the new user', async () => {
    await ctx.run(createAccountCommand, ['--name', 'Acme']);
    const [token] = await ctx.run(createUserCommand, [
      '--account',
      '1',
      '--name',
      'Bob Builder',
      '--email',
      'bob@example.com',
    ]);
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(await ctx.store.accounts.authenticate(hashToken(token!))).toMatchObject({
      accountId: 1,
      name: 'Bob Builder',
      email: 'bob@example.com',
    });
  });

  it('create-user refuses an unknown account, a duplicate e-mail and bad arguments', async () => {
    await expect(
      ctx.run(createUserCommand, ['--account', '9', '--name', 'Bob', '--email', 'bob@example.com']),
    ).rejects.toThrow(
      new AdminError('There is no account 9: see `npm run admin -- list-accounts`'),
    );
    await ctx.run(createAccountCommand, ['--name', 'Acme']);
    await ctx.run(createUserCommand, [
      '--account',
      '1',
      '--name',
      'Bob',
      '--email',
      'bob@example.com',
    ]);
    await expect(
      ctx.run(createUserCommand, [
        '--account',
        '1',
        '--name',
        'Robert',
        '--email',
        'BOB@example.com',
      ]),
    ).rejects.toThrow(/already exists.*reset-token/);
    expect(() =>
      createUserCommand.prepare(['--account', 'x', '--name', 'Bob', '--email', 'bob@example.com']),
    ).toThrow(/--account must be a positive whole number/);
    expect(() =>
      createUserCommand.prepare(['--account', '1', '--name', 'Bob', '--email', 'not-an-address']),
    ).toThrow(/--email must be an e-mail address/);
    expect(() =>
      createUserCommand.prepare(['--account', '1', '--email', 'bob@example.com']),
    ).toThrow(/--name is required/);
  });

  it('list-accounts and list-users show ids, names, e-mails and counts, never tokens', async () => {
    expect(await ctx.run(listAccountsCommand, [])).toEqual([
      'No accounts yet: start the service once, or run create-account.',
    ]);
    await ctx.run(createAccountCommand, ['--name', 'Acme', '--utc-offset', '+0530']);
    const [token] = await ctx.run(createUserCommand, [
      '--account',
      '1',
      '--name',
      'Bob',
      '--email',
      'bob@example.com',
    ]);
    await ctx.run(createUserCommand, [
      '--account',
      '1',
      '--name',
      'Alice Long-Name',
      '--email',
      'alice@example.com',
    ]);
    expect(await ctx.run(listAccountsCommand, [])).toEqual([
      'ID  NAME  UTC OFFSET  USERS',
      '1   Acme  +0530       2',
    ]);
    const users = await ctx.run(listUsersCommand, ['--account', '1']);
    expect(users).toEqual([
      'ID  NAME             EMAIL',
      '1   Bob              bob@example.com',
      '2   Alice Long-Name  alice@example.com',
    ]);
    expect(users.join('\n')).not.toContain(token);
    await expect(ctx.run(listUsersCommand, ['--account', '2'])).rejects.toThrow(/no account 2/);
    expect(() => listUsersCommand.prepare([])).toThrow(/--account is required/);
    expect(() => listAccountsCommand.prepare(['--all'])).toThrow(UsageError);
  });
});
