import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crm-logger-'));
  dirs.push(dir);
  return join(dir, 'out.log');
}

const readLines = (file: string): Record<string, unknown>[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('createLogger', () => {
  it('writes a lone request line within the flush interval, though far below the batch size', async () => {
    const file = logFile();
    const log = createLogger('test', 'info', file);
    log.request?.({
      app: 'proxy',
      reqId: 'abc-1',
      method: 'GET',
      route: '/service/companies/:id.xml',
      status: 200,
      ms: 1.5,
    });
    await vi.waitFor(
      () => {
        const [line] = readLines(file);
        expect(line).toMatchObject({
          level: 'info',
          name: 'test',
          app: 'proxy',
          reqId: 'abc-1',
          route: '/service/companies/:id.xml',
          status: 200,
          msg: 'request',
        });
      },
      { timeout: 2_000, interval: 50 },
    );
  });

  it('stamps each line with its own ISO time, also many lines in one millisecond', async () => {
    const file = logFile();
    const log = createLogger('test', 'info', file);
    const before = Date.now();
    for (let i = 0; i < 500; i++) log.info(`line ${i}`);
    await vi.waitFor(() => expect(readLines(file)).toHaveLength(500), { timeout: 2_000 });
    const after = Date.now();
    for (const line of readLines(file)) {
      expect(line['time']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const time = Date.parse(String(line['time']));
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
  });

  it('logs a 5xx request line as an error, the rest at info', async () => {
    const file = logFile();
    const log = createLogger('test', 'error', file);
    const line = { app: 'service', reqId: 'r', method: 'GET', route: 'unmatched', ms: 1 } as const;
    log.request?.({ ...line, status: 404 });
    log.request?.({ ...line, status: 503 });
    await vi.waitFor(() => expect(readLines(file)).toHaveLength(1), { timeout: 2_000 });
    expect(readLines(file)[0]).toMatchObject({ level: 'error', status: 503 });
  });
});
