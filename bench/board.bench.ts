import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { basicAuthorization } from '../server/http/basicAuth';

/**
 * `npm run bench:board`: the pipeline board with BOARD_DEALS deals (default 2,000), in a real browser against the real
 * product (`server/main.ts` on a fresh DATA_DIR with CRM_SEED=none). Prints the time to the first
 * column shown (its totals and its first cards), the time until every column's totals are
 * complete (shown, and no column header says "partial"; watched at the same time as the first
 * column, so neither waits for the other), and the time from dropping a dragged card to the card
 * showing in its new column.
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
/** `BOARD_DEALS` (default 2,000): how many deals the board loads. */
const DEALS = Number(process.env.BOARD_DEALS ?? 2_000);
if (!Number.isInteger(DEALS) || DEALS < 1)
  throw new Error(`BOARD_DEALS must be a positive whole number, not ${process.env.BOARD_DEALS}`);
const STATUSES = ['pending', 'won', 'lost', 'failure'] as const;
const UPLOAD_CONCURRENCY = 16;
const TOKEN = 'bench-board-token-7c41d2e9a0b35f68';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

const out = (line: string): void => void process.stdout.write(`${line}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited with code ${child.exitCode} before it was up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** BOARD_DEALS deals spread over the four statuses, POSTed to the service with a few requests in flight. */
async function loadDeals(servicePort: number): Promise<void> {
  const authorization = basicAuthorization(TOKEN);
  let next = 0;
  const worker = async () => {
    while (next < DEALS) {
      const n = next++;
      const status = STATUSES[n % STATUSES.length];
      const body = `<deal><title>Bench deal ${n + 1}</title><amount>${(n % 97) * 100 + 0.5}</amount><status>${status}</status></deal>`;
      const response = await fetch(`http://127.0.0.1:${servicePort}/service/deals.xml`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/xml' },
        body,
      });
      if (response.status !== 201)
        throw new Error(`POST deal ${n + 1}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
}

const DRAGS = 5;

/** Drags the first card of the first column onto the second column; ms from drop to the card shown there. */
async function measureDrag(page: Page): Promise<number> {
  const columns = page.locator('section[data-board-column]');
  const source = columns.nth(0);
  const target = columns.nth(1);
  const card = source.locator('[data-deal-id]').first();
  const dealId = await card.getAttribute('data-deal-id');
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (dealId === null || from === null || to === null)
    throw new Error('the board has no card to drag');
  // Timed in the page: from the pointerup to the first frame where the target column holds the card.
  await page.evaluate((id) => {
    const w = window as unknown as { __dropAt?: number; __shownAt?: Promise<number> };
    const column = document.querySelectorAll('section[data-board-column]')[1]!;
    window.addEventListener('pointerup', () => (w.__dropAt = performance.now()), {
      capture: true,
      once: true,
    });
    w.__shownAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (column.querySelector(`[data-deal-id="${id}"]`) === null) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(column, { childList: true, subtree: true });
    });
  }, dealId);
  await page.mouse.move(from.x + 12, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
  return page.evaluate(async () => {
    const w = window as unknown as { __dropAt?: number; __shownAt?: Promise<number> };
    const shownAt = await w.__shownAt!;
    return shownAt - w.__dropAt!;
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-bench-board-'));
  const [port, servicePort] = [await freePort(), await freePort()];
  const product = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'server/main.ts')],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        SERVICE_PORT: String(servicePort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CRM_API_TOKEN: TOKEN,
        CRM_SEED: 'none',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // The first start may build the console.
    await waitForUp(`http://127.0.0.1:${port}/console/info.json`, product, 240_000);
    const loadStart = performance.now();
    await loadDeals(servicePort);
    out(`loaded ${DEALS} deals in ${Math.round(performance.now() - loadStart)} ms`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const started = performance.now();
    await page.goto(`http://127.0.0.1:${port}/pipeline`);
    // Both moments are watched at once (the totals may well come before the first cards).
    const after = (condition: Promise<unknown>) =>
      condition.then(() => performance.now() - started);
    const [firstColumn, allTotals] = await Promise.all([
      // A column is shown when it has both its totals and its first cards.
      after(
        page.waitForFunction(
          () =>
            [...document.querySelectorAll('section[data-board-column]')].some(
              (column) =>
                column.querySelector('[data-testid=column-totals]') !== null &&
                column.querySelector('[data-deal-id]') !== null,
            ),
          undefined,
          { timeout: 60_000, polling: 'raf' },
        ),
      ),
      // All totals are complete when every column shows its totals and none says "partial".
      after(
        page.waitForFunction(
          (count) => {
            const columns = document.querySelectorAll('section[data-board-column]');
            return (
              columns.length === count &&
              [...columns].every(
                (column) =>
                  column.querySelector('[data-testid=column-totals]') !== null &&
                  column.querySelector('[data-testid=column-partial]') === null,
              )
            );
          },
          STATUSES.length,
          { timeout: 120_000, polling: 'raf' },
        ),
      ),
    ]);
    const shown = await page
      .getByRole('group', { name: 'All deals' })
      .getByTestId('stat-count')
      .textContent();
    if (shown?.trim() !== `${DEALS} deals`)
      throw new Error(`the board's total says “${shown}”, expected ${DEALS} deals`);
    const drags: number[] = [];
    for (let n = 0; n < DRAGS; n += 1) {
      // The next card is dragged once this move's PUT has been answered.
      const saved = page.waitForResponse((response) => response.request().method() === 'PUT', {
        timeout: 30_000,
      });
      drags.push(await measureDrag(page));
      const answer = await saved;
      if (answer.status() !== 200) throw new Error(`the move's PUT answered ${answer.status()}`);
    }
    const sorted = [...drags].sort((a, b) => a - b);

    out(`time to first column shown: ${Math.round(firstColumn)} ms`);
    out(`time to all totals complete: ${Math.round(allTotals)} ms (${shown.trim()})`);
    out(
      `drag: card shown in its new column after the drop: median ${Math.round(sorted[Math.floor(DRAGS / 2)]!)} ms (${drags.map((ms) => Math.round(ms)).join(', ')} ms over ${DRAGS} drags)`,
    );
  } finally {
    await browser.close();
    if (product.exitCode === null) {
      const exited = new Promise((resolve) => product.once('exit', resolve));
      product.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
