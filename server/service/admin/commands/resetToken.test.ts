import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../http/logger';
import { hashToken } from '../../auth/token';
import { startServiceServer, type RunningService } from '../../serviceServer';
import { readTokenFile, writeTokenFile } from '../../tokenFile';
import { AdminError } from '../adminCommand';
import { adminTestContext, type AdminTestContext } from '../../testing/adminCommands';
import { resetToken, resetTokenCommand } from './resetToken';
import { basicAuthorization } from '#server/http/basicAuth';

async function status(service: RunningService, token: string): Promise<number> {
  const res = await fetch(`${service.url}/service/users/current.xml`, {
    headers: { authorization: basicAuthorization(token) },
  });
  await res.arrayBuffer();
  return res.status;
}

describe('reset-token', () => {
  let ctx: AdminTestContext;
  let accountId: number;
  beforeEach(async () => {
    ctx = await adminTestContext();
    accountId = await ctx.store.accounts.createAccount('Demo account');
    await ctx.store.accounts.createUser(
      accountId,
      { name: 'Console Admin', email: 'admin@example.com' },
      hashToken('old-admin-token'),
    );
  });
  afterEach(() => ctx.dispose());

  it('prints a new token; the old one fails on the very next request to the running service', async () => {
    const service = await startServiceServer({
      store: ctx.store,
      host: '127.0.0.1',
      port: 0,
      log: silentLogger,
    });
    try {
      expect(await status(service, 'old-admin-token')).toBe(200);
      const [token] = await ctx.run(resetTokenCommand, ['ADMIN@example.com']);
      expect(token).toMatch(/^[0-9a-f]{40}$/);
      expect(await status(service, 'old-admin-token')).toBe(401);
      expect(await status(service, token!)).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('rewrites DATA_DIR/api-token when it held the old token', async () => {
    writeTokenFile(ctx.dataDir, 'old-admin-token');
    const result = await resetToken(ctx, { email: 'admin@example.com' });
    expect(result.tokenFileUpdated).toBe(true);
    expect(readTokenFile(ctx.dataDir)).toBe(result.token);
  });

  it("leaves DATA_DIR/api-token alone when it holds another user's token", async () => {
    await ctx.store.accounts.createUser(
      accountId,
      { name: 'Dana Sales', email: 'dana@example.com' },
      hashToken('dana-token'),
    );
    writeTokenFile(ctx.dataDir, 'old-admin-token');
    const result = await resetToken(ctx, { email: 'dana@example.com' });
    expect(result.tokenFileUpdated).toBe(false);
    expect(readTokenFile(ctx.dataDir)).toBe('old-admin-token');
    expect(await ctx.store.accounts.authenticate(hashToken('dana-token'))).toBeNull();
    expect(await ctx.store.accounts.authenticate(hashToken(result.token))).toMatchObject({
      email: 'dana@example.com',
    });
  });

  it('needs --account when the e-mail is a user of several accounts', async () => {
    const other = await ctx.store.accounts.createAccount('Other');
    await ctx.store.accounts.createUser(
      other,
      { name: 'Admin Two', email: 'admin@example.com' },
      hashToken('other-token'),
    );
    await expect(ctx.run(resetTokenCommand, ['admin@example.com'])).rejects.toThrow(
      new AdminError(
        `admin@example.com is a user of several accounts (${accountId}, ${other}): add --account ID`,
      ),
    );
    await ctx.run(resetTokenCommand, ['admin@example.com', '--account', String(other)]);
    expect(await ctx.store.accounts.authenticate(hashToken('other-token'))).toBeNull();
    expect(await ctx.store.accounts.authenticate(hashToken('old-admin-token'))).not.toBeNull();
  });

  it('refuses unknown users and bad arguments', async () => {
    await expect(ctx.run(resetTokenCommand, ['nobody@example.com'])).rejects.toThrow(
      /no user with e-mail nobody@example\.com/,
    );
    await expect(
      ctx.run(resetTokenCommand, ['admin@example.com', '--account', '99']),
    ).rejects.toThrow(/in account 99/);
    expect(() => resetTokenCommand.prepare([])).toThrow(/Expected 1 argument/);
    expect(() => resetTokenCommand.prepare(['admin'])).toThrow(/EMAIL must be an e-mail address/);
  });
});
