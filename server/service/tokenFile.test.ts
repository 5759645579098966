import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTokenFile, tokenFilePath, writeTokenFile } from './tokenFile';

describe('token file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'crm-token-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is absent until written', () => {
    expect(readTokenFile(dir)).toBeUndefined();
  });

  it('is written readable by the owner only, creating the directory, and read back trimmed', () => {
    const dataDir = join(dir, 'nested', 'data');
    writeTokenFile(dataDir, 'abc123');
    expect(readFileSync(tokenFilePath(dataDir), 'utf8')).toBe('abc123\n');
    expect(statSync(tokenFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(readTokenFile(dataDir)).toBe('abc123');
  });

  it('tightens the mode of an existing file when rewriting it', () => {
    writeFileSync(tokenFilePath(dir), 'old\n', { mode: 0o644 });
    writeTokenFile(dir, 'new');
    expect(statSync(tokenFilePath(dir)).mode & 0o777).toBe(0o600);
    expect(readTokenFile(dir)).toBe('new');
  });

  it('treats an empty file as no token', () => {
    writeFileSync(tokenFilePath(dir), '  \n');
    expect(readTokenFile(dir)).toBeUndefined();
  });
});
