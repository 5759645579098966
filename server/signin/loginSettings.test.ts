import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { isLoopback } from './loginSettings';

const HASH = `scrypt$32768$8$1$${'s'.repeat(22)}$${'k'.repeat(43)}`;

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('console login settings', () => {
  it('refuses to listen beyond loopback, or behind a reverse proxy, without a login, naming the settings', () => {
    const envs: Record<string, string>[] = [
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '192.168.1.20' },
      { TRUST_PROXY: '1' },
    ];
    for (const env of envs) {
      const problems = problemsOf(env);
      expect(problems, JSON.stringify(env)).toHaveLength(1);
      expect(problems[0]).toContain('set CONSOLE_USER and CONSOLE_PASSWORD_HASH');
      expect(problems[0]).toContain('npm run hash-password');
    }
    expect(problemsOf({ HOST: '0.0.0.0' })[0]).toMatch(
      /^HOST=0\.0\.0\.0 makes the console reachable/,
    );
  });

  it('needs no login on loopback, and takes one anywhere', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost'])
      expect(loadConfig({ HOST: host }).consoleLogin).toBeUndefined();
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('localhost.example.com')).toBe(false);
    const config = loadConfig({
      HOST: '0.0.0.0',
      CONSOLE_USER: 'ops',
      CONSOLE_PASSWORD_HASH: HASH,
    });
    expect(config.consoleLogin).toEqual({ user: 'ops', passwordHash: HASH, sessionHours: 12 });
    expect(
      loadConfig({ CONSOLE_USER: 'ops', CONSOLE_PASSWORD_HASH: HASH }).consoleLogin?.user,
    ).toBe('ops');
  });

  it('reads the hash from CONSOLE_PASSWORD_HASH_FILE', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-login-'));
    const file = join(dir, 'console-password');
    writeFileSync(file, `${HASH}\n`);
    const config = loadConfig({
      HOST: '0.0.0.0',
      CONSOLE_USER: 'ops',
      CONSOLE_PASSWORD_HASH_FILE: file,
    });
    expect(config.consoleLogin?.passwordHash).toBe(HASH);
    expect(
      problemsOf({ CONSOLE_USER: 'ops', CONSOLE_PASSWORD_HASH_FILE: join(dir, 'missing') })[0],
    ).toContain('cannot be read (ENOENT)');
  });

  it.each([
    [{ CONSOLE_USER: 'ops' }, 'CONSOLE_USER is set without a password'],
    [{ CONSOLE_PASSWORD_HASH: HASH }, 'CONSOLE_PASSWORD_HASH is set without CONSOLE_USER'],
    [
      { CONSOLE_USER: 'ops', CONSOLE_PASSWORD_HASH: 'hunter2hunter2' },
      'CONSOLE_PASSWORD_HASH is not a password hash',
    ],
    [{ CONSOLE_USER: 'two words', CONSOLE_PASSWORD_HASH: HASH }, 'CONSOLE_USER must be 1 to 64'],
    [
      { CONSOLE_USER: 'ops', CONSOLE_PASSWORD_HASH: HASH, CONSOLE_SESSION_HOURS: '0' },
      'CONSOLE_SESSION_HOURS="0"',
    ],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY="maybe" is not a yes/no value'],
  ])('reports %j', (env, message) => {
    const problems = problemsOf(env);
    expect(problems.join('\n')).toContain(message);
    // A mistyped password is never echoed.
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
