import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/token';
import { openStore } from '../store/openStore';
import { writeTokenFile } from '../tokenFile';
import { runAdmin } from './runAdmin';

describe('runAdmin', () => {
  let dir: string;
  let out: string[];
  let err: string[];
  const io = (env: Record<string, string> = {}) => ({
    env: { DATA_DIR: join(dir, 'data'), ...env },
    out: (l: string) => out.push(l),
    err: (l: string) => err.push(l),
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'crm-cli-'));
    out = [];
    err = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('shows the overview on --help (exit 0) and without a command (exit 2)', async () => {
    expect(await runAdmin(['--help'], io())).toBe(0);
    expect(out.join('\n')).toMatch(
      /Usage: npm run admin -- COMMAND[\s\S]*create-account[\s\S]*reset-token[\s\S]*load-demo/,
    );
    expect(await runAdmin([], io())).toBe(2);
    expect(err.join('\n')).toContain('Commands:');
  });

  it("shows a command's usage on --help without opening the store", async () => {
    expect(await runAdmin(['define-supertag', '--help'], io())).toBe(0);
    expect(out.join('\n')).toMatch(
      /^Usage: npm run admin -- define-supertag --account ID --file supertag\.json/,
    );
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });

  it('answers bad arguments and unknown commands with the usage and exit 2, before opening the store', async () => {
    expect(await runAdmin(['create-user', '--account', '1'], io())).toBe(2);
    expect(err.join('\n')).toMatch(/--name is required\n\nUsage: npm run admin -- create-user/);
    expect(await runAdmin(['drop-everything'], io())).toBe(2);
    expect(err.join('\n')).toContain('Unknown command: drop-everything');
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });

  it('runs a command against DATA_DIR and exits 1 with the message when it fails', async () => {
    expect(await runAdmin(['create-account', '--name', 'Acme'], io())).toBe(0);
    expect(out).toEqual(['1']);
    expect(await runAdmin(['list-users', '--account', '2'], io())).toBe(1);
    expect(err).toEqual(['There is no account 2: see `npm run admin -- list-accounts`']);
    const store = await openStore({ dataDir: join(dir, 'data') });
    try {
      expect((await store.accounts.listAccounts()).map((a) => a.name)).toEqual(['Acme']);
    } finally {
      await store.close();
    }
  });

  it('prints the token of reset-token on stdout and notes the rewritten token file on stderr', async () => {
    const dataDir = join(dir, 'data');
    const store = await openStore({ dataDir });
    const accountId = await store.accounts.createAccount('Demo account');
    await store.accounts.createUser(
      accountId,
      { name: 'Console Admin', email: 'admin@example.com' },
      hashToken('old'),
    );
    await store.close();
    writeTokenFile(dataDir, 'old');
    expect(await runAdmin(['reset-token', 'admin@example.com'], io())).toBe(0);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^[0-9a-f]{40}$/);
    expect(err.join('\n')).toContain('api-token held the old token');
    expect(err.join('\n')).not.toContain(out[0]);
  });

  it('reports a store it cannot open (DATABASE_URL it does not support) with exit 1', async () => {
    expect(await runAdmin(['list-accounts'], io({ DATABASE_URL: 'mysql://nowhere' }))).toBe(1);
    expect(err[0]).toMatch(/^Cannot open the store: /);
  });

  // Two process starts through npx take several seconds on a busy machine.
  it('runs as a program: `npx tsx server/service/admin/cli.ts --help`', { timeout: 90_000 }, () => {
    const result = spawnSync('npx', ['tsx', 'server/service/admin/cli.ts', '--help'], {
      cwd: join(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: join(dir, 'data') },
      timeout: 40_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run admin -- COMMAND');
    expect(result.stdout).toContain('reset-token');
    const bad = spawnSync('npx', ['tsx', 'server/service/admin/cli.ts', 'create-account'], {
      cwd: join(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: join(dir, 'data') },
      timeout: 40_000,
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--name is required');
  });
});
