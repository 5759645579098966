import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../http/logger';
import { bootstrapEmbeddedAccount } from './bootstrap';
import { openStore } from './store/openStore';

const modeOf = (path: string): number => statSync(path).mode & 0o777;

describe('DATA_DIR is private to the service user', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'crm-data-files-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the folder 0700 and crm.sqlite, its -wal and -shm and api-token 0600', async () => {
    const dataDir = join(root, 'data');
    const store = await openStore({ dataDir });
    try {
      await bootstrapEmbeddedAccount(store, {
        dataDir,
        seed: 'none',
        log: silentLogger,
        announce: () => {},
      });
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of ['crm.sqlite', 'crm.sqlite-wal', 'crm.sqlite-shm', 'api-token'])
        expect(modeOf(join(dataDir, name)), name).toBe(0o600);
    } finally {
      await store.close();
    }
  });

  it('tightens an install made with looser modes on the next start', async () => {
    const dataDir = join(root, 'old');
    const first = await openStore({ dataDir });
    await bootstrapEmbeddedAccount(first, {
      dataDir,
      seed: 'none',
      log: silentLogger,
      announce: () => {},
    });
    await first.close();
    chmodSync(dataDir, 0o755);
    for (const name of ['crm.sqlite', 'api-token']) chmodSync(join(dataDir, name), 0o644);
    expect(modeOf(join(dataDir, 'crm.sqlite'))).toBe(0o644);

    const again = await openStore({ dataDir });
    try {
      await bootstrapEmbeddedAccount(again, { dataDir, seed: 'none', log: silentLogger });
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(join(dataDir, 'crm.sqlite'))).toBe(0o600);
      expect(modeOf(join(dataDir, 'api-token'))).toBe(0o600);
    } finally {
      await again.close();
    }
  });

  it('keeps an existing database file (creating it 0600 never truncates it)', async () => {
    const dataDir = join(root, 'kept');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'unrelated.txt'), 'x', { mode: 0o644 });
    const first = await openStore({ dataDir });
    const accountId = await first.accounts.createAccount('Kept');
    await first.close();
    const again = await openStore({ dataDir });
    try {
      expect((await again.accounts.listAccounts()).map((a) => a.id)).toEqual([accountId]);
      // Only the service's own files are touched.
      expect(modeOf(join(dataDir, 'unrelated.txt'))).toBe(0o644);
    } finally {
      await again.close();
    }
  });
});
