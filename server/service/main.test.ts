import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../http/basicAuth';
import { readTokenFile } from './tokenFile';

const ROOT = join(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** Resolves with everything printed on stdout once `pattern` appears (or rejects when the process ends first). */
function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (pattern.test(text)) resolve(text);
    });
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before printing ${pattern}: ${text}${errors}`)),
    );
  });
}

describe('npm run service (server/service/main.ts)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'crm-main-'));
  });
  afterEach(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts, names the token file (never the token) and the address, serves, and stops cleanly on SIGTERM',
    { timeout: 60_000 },
    async () => {
      child = spawn(TSX, ['server/service/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          SERVICE_PORT: '0',
          CRM_SEED: 'none',
          LOG_LEVEL: 'silent',
          CRM_API_TOKEN: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = await waitForOutput(
        child,
        /CRM XML service: (http:\/\/127\.0\.0\.1:\d+)\/service\/\n/,
      );
      // The token is named by its file, never printed.
      expect(output).toContain(
        `API token for admin@example.com saved in ${join(dataDir, 'api-token')} (readable by this user only)\n`,
      );
      const token = readTokenFile(dataDir) ?? '';
      expect(token).toMatch(/^[0-9a-f]{40}$/);
      expect(output).not.toContain(token);
      const url = /CRM XML service: (\S+)\/service\//.exec(output)?.[1];
      expect(token).toBeDefined();
      const res = await fetch(`${url}/service/users.xml`, {
        headers: { authorization: basicAuthorization(token ?? '') },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<email>admin@example.com</email>');

      const exited = new Promise<number | null>((resolve) =>
        child!.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );

  it(
    'refuses bad configuration with a message naming the variable, exit 1',
    { timeout: 60_000 },
    () => {
      const result = spawnSync(TSX, ['server/service/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, SERVICE_PORT: 'eighty', CRM_SEED: 'some' },
        encoding: 'utf8',
        timeout: 40_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('SERVICE_PORT="eighty" is not a port');
      expect(result.stderr).toContain('CRM_SEED="some" is not one of demo, none');
      expect(result.stdout).toBe('');
    },
  );
});
