import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseXml } from '#xml/tree';
import type { Logger } from '../http/logger';
import { hashToken } from './auth/token';
import {
  bootstrapEmbeddedAccount,
  BootstrapError,
  DEMO_ACCOUNT_NAME,
  FIRST_USER,
  type BootstrapOptions,
} from './bootstrap';
import { startServiceServer } from './serviceServer';
import { openStore } from './store/openStore';
import type { Store } from './store/store';
import { readTokenFile, tokenFilePath, writeTokenFile } from './tokenFile';
import { basicAuthorization } from '../http/basicAuth';
import { writtenValue } from './store/testing/writtenValue';

interface Captured {
  log: Logger;
  lines: string[];
  announced: string[];
}

function capture(): Captured {
  const lines: string[] = [];
  const announced: string[] = [];
  return {
    lines,
    announced,
    log: {
      info: (message, fields) => lines.push(`${message} ${JSON.stringify(fields ?? {})}`),
      warn: (message, fields) => lines.push(`WARN ${message} ${JSON.stringify(fields ?? {})}`),
      error: (message, error) => lines.push(`ERROR ${message} ${String(error)}`),
    },
  };
}

/** GET /service/users/current.xml through the real service over `store`: the e-mail of the token's user, or the status. */
async function whoAmI(store: Store, token: string): Promise<string | number> {
  const running = await startServiceServer({
    store,
    host: '127.0.0.1',
    port: 0,
    log: capture().log,
  });
  try {
    const res = await fetch(`${running.url}/service/users/current.xml`, {
      headers: { authorization: basicAuthorization(token) },
    });
    const text = await res.text();
    if (res.status !== 200) return res.status;
    return parseXml(text).children.find((c) => c.name === 'email')?.text ?? '';
  } finally {
    await running.close();
  }
}

describe('bootstrapEmbeddedAccount', () => {
  let dataDir: string;
  let store: Store;
  let out: Captured;
  const options = (extra: Partial<BootstrapOptions> = {}): BootstrapOptions => ({
    dataDir,
    seed: 'none',
    log: out.log,
    announce: (line) => out.announced.push(line),
    ...extra,
  });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-bootstrap-'));
    store = await openStore({ dataDir });
    out = capture();
  });
  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on first start creates the account, its first user and a token file, and shows the token once', async () => {
    const result = await bootstrapEmbeddedAccount(store, options());
    expect(result.created).toBe(true);
    expect(result.token).toMatch(/^[0-9a-f]{40}$/);
    expect(await store.accounts.listAccounts()).toEqual([
      { id: result.accountId, name: DEMO_ACCOUNT_NAME, utcOffsetMinutes: 0, userCount: 1 },
    ]);
    expect(await store.accounts.listUsers(result.accountId)).toEqual([
      {
        id: result.userId,
        accountId: result.accountId,
        name: FIRST_USER.name,
        email: FIRST_USER.email,
      },
    ]);
    expect(readTokenFile(dataDir)).toBe(result.token);
    expect(statSync(tokenFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(out.announced).toEqual([
      `API token for admin@example.com saved in ${tokenFilePath(dataDir)} (readable by this user only)`,
    ]);
    expect(out.announced.join('\n')).not.toContain(result.token);
    expect(out.lines.join('\n')).not.toContain(result.token);
    expect(await whoAmI(store, result.token)).toBe('admin@example.com');
  });

  it("with seed 'demo' loads the demo data: every deal status, both SuperTags, participants in every role", async () => {
    const result = await bootstrapEmbeddedAccount(
      store,
      options({ seed: 'demo', now: new Date('2025-06-11T10:00:00Z') }),
    );
    const scope = { accountId: result.accountId, userId: result.userId };
    const all = { offset: 0, limit: 500 };
    const deals = await store.deals.searchDeals(scope, {}, all);
    expect(new Set(deals.map((d) => d.status))).toEqual(
      new Set(['failure', 'lost', 'pending', 'won']),
    );
    expect((await store.tags.listSuperTags(result.accountId)).map((d) => d.name).sort()).toEqual([
      'Customer profile',
      'Social media',
    ]);
    const roles = new Set<string>();
    for (const c of await store.communications.searchCommunications(scope, {}, all))
      for (const p of (await store.communications.listParticipants(scope, c.id)) ?? [])
        roles.add(p.role);
    expect([...roles].sort()).toEqual(['bcc', 'cc', 'from', 'to']);
    expect(await store.accounts.listUsers(result.accountId)).toHaveLength(4);
    expect(out.announced).toHaveLength(1);
    expect(out.lines.join('\n')).toContain('loaded the demo data');

    // The comma inside an option survives the wire.
    const [company] = await store.contacts.listCompanies(scope, {}, { offset: 0, limit: 1 });
    const running = await startServiceServer({
      store,
      host: '127.0.0.1',
      port: 0,
      log: capture().log,
    });
    try {
      const res = await fetch(
        `${running.url}/service/companies/${company!.id}/super_tags/Customer%20profile.xml`,
        { headers: { authorization: basicAuthorization(result.token) } },
      );
      expect(res.status).toBe(200);
      const fields = parseXml(await res.text()).children.find((c) => c.name === 'fields');
      const interests = fields?.children.find((c) => c.name === 'Interests');
      expect(interests?.children.map((c) => c.text)).toContain('Support, premium');
    } finally {
      await running.close();
    }
  });

  it("with seed 'none' starts without records", async () => {
    const result = await bootstrapEmbeddedAccount(store, options());
    const scope = { accountId: result.accountId, userId: result.userId };
    expect(await store.contacts.listCompanies(scope, {}, { offset: 0, limit: 10 })).toEqual([]);
    expect(await store.deals.searchDeals(scope, {}, { offset: 0, limit: 10 })).toEqual([]);
    expect(await store.tags.listTags(scope)).toEqual([]);
    expect(await store.accounts.listUsers(result.accountId)).toHaveLength(1);
  });

  it('on a later start keeps the data and reads the token from the file', async () => {
    const first = await bootstrapEmbeddedAccount(store, options());
    const again = await bootstrapEmbeddedAccount(store, options());
    expect(again).toEqual({
      token: first.token,
      accountId: first.accountId,
      userId: first.userId,
      created: false,
    });
    expect(await store.accounts.listAccounts()).toHaveLength(1);
    expect(out.announced).toHaveLength(1);
  });

  it('creates one account when several first starts run at once (the others find it)', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        bootstrapEmbeddedAccount(store, options({ token: 'shared-token' })),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await store.accounts.listAccounts()).toEqual([
      { id: results[0]!.accountId, name: DEMO_ACCOUNT_NAME, utcOffsetMinutes: 0, userCount: 1 },
    ]);
    expect(new Set(results.map((r) => `${r.accountId}/${r.userId}/${r.token}`)).size).toBe(1);
  });

  it('keeps working after a restart of the store (the file and the database agree)', async () => {
    const first = await bootstrapEmbeddedAccount(store, options());
    await store.close();
    store = await openStore({ dataDir });
    expect((await bootstrapEmbeddedAccount(store, options())).token).toBe(first.token);
  });

  it('uses CRM_API_TOKEN on first start: no file, nothing printed, and the token works through the service', async () => {
    const result = await bootstrapEmbeddedAccount(store, options({ token: 'my-chosen-token' }));
    expect(result).toMatchObject({ token: 'my-chosen-token', created: true });
    expect(readTokenFile(dataDir)).toBeUndefined();
    expect(out.announced).toEqual([]);
    expect(await whoAmI(store, 'my-chosen-token')).toBe('admin@example.com');
  });

  it("makes a new CRM_API_TOKEN the first user's token on a later start, logging that without the token", async () => {
    const first = await bootstrapEmbeddedAccount(store, options());
    const later = await bootstrapEmbeddedAccount(store, options({ token: 'replacement-token' }));
    expect(later).toEqual({
      token: 'replacement-token',
      accountId: first.accountId,
      userId: first.userId,
      created: false,
    });
    expect(await whoAmI(store, 'replacement-token')).toBe('admin@example.com');
    expect(await whoAmI(store, first.token)).toBe(401);
    const log = out.lines.join('\n');
    expect(log).toContain('CRM_API_TOKEN');
    expect(log).not.toContain('replacement-token');
  });

  it('accepts a CRM_API_TOKEN that already belongs to another user without changing anything', async () => {
    const first = await bootstrapEmbeddedAccount(store, options());
    const otherId = writtenValue(
      await store.accounts.createUser(
        first.accountId,
        { name: 'Dana Sales', email: 'dana@example.com' },
        hashToken('dana-token'),
      ),
    );
    const later = await bootstrapEmbeddedAccount(store, options({ token: 'dana-token' }));
    expect(later).toMatchObject({ token: 'dana-token', userId: otherId, created: false });
    expect(await whoAmI(store, first.token)).toBe('admin@example.com');
  });

  it('fails with a clear message when there is no token file and no CRM_API_TOKEN', async () => {
    await bootstrapEmbeddedAccount(store, options({ token: 'env-token' }));
    const failure = bootstrapEmbeddedAccount(store, options());
    await expect(failure).rejects.toBeInstanceOf(BootstrapError);
    await expect(failure).rejects.toThrow(
      /CRM_API_TOKEN.*npm run admin -- reset-token admin@example\.com/s,
    );
  });

  it('fails with a clear message when the saved token was replaced', async () => {
    await bootstrapEmbeddedAccount(store, options());
    writeTokenFile(dataDir, 'a-token-nobody-has');
    await expect(bootstrapEmbeddedAccount(store, options())).rejects.toThrow(
      /no longer works.*reset-token/s,
    );
  });
});
