import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { lowerThisThreadsPriority } from './threadPriority';
import { startTypeScriptWorker } from './typeScriptWorker';

const dir = mkdtempSync(join(tmpdir(), 'thread-priority-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker that calls the real function with `niceness` (or not) and reports its thread's niceness. */
function worker(niceness: number | undefined): Worker {
  const module = fileURLToPath(new URL('./threadPriority.ts', import.meta.url));
  const entry = join(dir, `entry-${niceness ?? 'none'}.mts`);
  writeFileSync(
    entry,
    `import { readlinkSync } from 'node:fs';
     import { getPriority } from 'node:os';
     import { parentPort } from 'node:worker_threads';
     import { lowerThisThreadsPriority } from ${JSON.stringify(module)};
     const lowered = ${niceness === undefined ? 'false' : `lowerThisThreadsPriority(${niceness})`};
     const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
     parentPort!.postMessage({ lowered, niceness: getPriority(id) });`,
  );
  return startTypeScriptWorker(entry);
}

const report = (thread: Worker): Promise<{ lowered: boolean; niceness: number }> =>
  new Promise((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });

describe('lowerThisThreadsPriority', () => {
  it.runIf(process.platform === 'linux')(
    'lowers the calling worker thread alone: its sibling and the process keep theirs',
    async () => {
      const before = getPriority();
      const lowered = worker(Math.min(before + 5, 19));
      const sibling = worker(undefined);
      try {
        const [mine, theirs] = await Promise.all([report(lowered), report(sibling)]);
        expect(mine).toEqual({ lowered: true, niceness: Math.min(before + 5, 19) });
        expect(theirs.niceness).toBe(before);
        expect(getPriority()).toBe(before);
      } finally {
        await Promise.all([lowered.terminate(), sibling.terminate()]);
      }
    },
    60_000,
  );

  it('leaves the main thread (the process itself) alone', () => {
    const before = getPriority();
    expect(lowerThisThreadsPriority(19)).toBe(false);
    expect(getPriority()).toBe(before);
  });
});
