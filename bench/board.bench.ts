import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { inPage } from './browser/inPage';
import { benchPorts, launchChromium, startProduct } from './browser/product';
import { benchDeal, DEAL_STATUSES, postRecords } from './browser/seed';

/**
 * `npm run bench:board`: the pipeline board with BOARD_DEALS deals (default 2,000), in a real browser against the real
 * product (`server/main.ts` on a fresh DATA_DIR with CRM_SEED=none). Prints the time to the first
 * column shown (its totals and its first cards), the time until every column's totals are
 * complete (shown, and no column header says "partial"; watched at the same time as the first
 * column, so neither waits for the other), and, for drags at normal CPU and at 4× CPU
 * throttling, the longest frame during the lift and the move and the time from the drop to the
 * card shown in its new column and to both columns' totals updated. `BOARD_PORT` (optional): the
 * first of the two ports it listens on, else free ones.
 */
/** `BOARD_DEALS` (default 2,000): how many deals the board loads. */
const DEALS = Number(process.env.BOARD_DEALS ?? 2_000);
if (!Number.isInteger(DEALS) || DEALS < 1)
  throw new Error(`BOARD_DEALS must be a positive whole number, not ${process.env.BOARD_DEALS}`);
const TOKEN = 'bench-board-token-7c41d2e9a0b35f68';
/** `BOARD_TRACE` (optional): a file the Chrome trace of the first drag at 4× CPU is written to. */
const TRACE = process.env.BOARD_TRACE ?? '';

const out = (line: string): void => void process.stdout.write(`${line}\n`);

const DRAGS = 5;
/** The CPU slowdowns drags are measured at (CDP `Emulation.setCPUThrottlingRate`): normal, a mid-range phone. */
const DRAG_RATES = [1, 4] as const;
/** At 4× CPU: no frame longer than this during the lift and the move, both totals this soon after the drop. */
const DRAG_GOAL_MS = 100;

interface DragFigures {
  /** From the drop to the first frame where the target column holds the card. */
  shown: number;
  /** From the drop to the first frame where both columns' totals show their new figures. */
  totals: number;
  /** The longest time between two frames from the press to the drop (the lift and the move). */
  longestFrame: number;
}

/**
 * Runs in the page before a drag of the card `id` from the first column to the second: from now
 * on every frame's gap to the last one until the drop, then the frames where the card and both
 * columns' new totals show. Resolves `window.__drag` with the figures.
 */
function watchDrag(id: string): void {
  const [source, target] = [...document.querySelectorAll('section[data-board-column]')];
  const totalsOf = (section: Element | undefined) =>
    section?.querySelector('[data-testid=column-totals]')?.textContent ?? '';
  const before = [totalsOf(source), totalsOf(target)];
  (window as unknown as { __drag?: Promise<DragFigures> }).__drag = new Promise((resolve) => {
    let dropAt: number | null = null;
    let last = performance.now();
    let longestFrame = 0;
    let shown: number | null = null;
    let totals: number | null = null;
    window.addEventListener('pointerup', () => (dropAt = performance.now()), {
      capture: true,
      once: true,
    });
    const frame = (now: number) => {
      if (dropAt === null) longestFrame = Math.max(longestFrame, now - last);
      last = now;
      if (dropAt !== null) {
        if (shown === null && target?.querySelector(`[data-deal-id="${id}"]`)) shown = now - dropAt;
        if (totals === null && totalsOf(source) !== before[0] && totalsOf(target) !== before[1])
          totals = now - dropAt;
        if (shown !== null && totals !== null) return resolve({ shown, totals, longestFrame });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Drags the first card of the first column onto the second column, timed in the page. */
async function measureDrag(page: Page): Promise<DragFigures> {
  const columns = page.locator('section[data-board-column]');
  const source = columns.nth(0);
  const target = columns.nth(1);
  const card = source.locator('[data-deal-id]').first();
  const dealId = await card.getAttribute('data-deal-id');
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (dealId === null || from === null || to === null)
    throw new Error('the board has no card to drag');
  await page.evaluate(inPage(watchDrag, dealId));
  await page.mouse.move(from.x + 12, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { __drag: Promise<DragFigures> }).__drag);
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** DRAGS drags at `rate`× CPU, each once the previous move's PUT has been answered. */
async function measureDrags(page: Page, rate: number): Promise<DragFigures[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    const drags: DragFigures[] = [];
    for (let n = 0; n < DRAGS; n += 1) {
      const saved = page.waitForResponse((response) => response.request().method() === 'PUT', {
        timeout: 30_000,
      });
      const tracing = TRACE !== '' && rate > 1 && n === 0;
      if (tracing) await page.context().browser()!.startTracing(page, { path: TRACE });
      drags.push(await measureDrag(page));
      if (tracing) await page.context().browser()!.stopTracing();
      const answer = await saved;
      if (answer.status() !== 200) throw new Error(`the move's PUT answered ${answer.status()}`);
      // The refetches that follow a save settle before the next drag.
      await page.waitForLoadState('networkidle');
    }
    return drags;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

function dragLine(rate: number, drags: readonly DragFigures[]): string {
  const list = (key: keyof DragFigures) => drags.map((drag) => Math.round(drag[key])).join(', ');
  const [frame, totals] = [
    median(drags.map((drag) => drag.longestFrame)),
    median(drags.map((drag) => drag.totals)),
  ];
  const goals =
    rate === 1
      ? ''
      : ` (goal ≤ ${DRAG_GOAL_MS} ms: frames ${frame <= DRAG_GOAL_MS ? 'met' : 'NOT met'}, totals ${totals <= DRAG_GOAL_MS ? 'met' : 'NOT met'})`;
  return (
    `drag at ${rate}× CPU: longest frame during the lift and the move median ${Math.round(frame)} ms (${list('longestFrame')}); ` +
    `after the drop, card in its new column median ${Math.round(median(drags.map((drag) => drag.shown)))} ms (${list('shown')}), ` +
    `both column totals updated median ${Math.round(totals)} ms (${list('totals')})${goals}; ${DRAGS} drags`
  );
}

async function main(): Promise<void> {
  const [port = 0, servicePort = 0] = await benchPorts('BOARD_PORT', 2);
  const product = await startProduct({ port, servicePort, token: TOKEN, seed: 'none' });
  const browser = await launchChromium();
  try {
    const loadStart = performance.now();
    await postRecords(servicePort, TOKEN, 'deals', DEALS, benchDeal);
    out(`loaded ${DEALS} deals in ${Math.round(performance.now() - loadStart)} ms`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const started = performance.now();
    await page.goto(`${product.url}/pipeline`);
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
          DEAL_STATUSES.length,
          { timeout: 120_000, polling: 'raf' },
        ),
      ),
    ]);
    const shown = await page
      .getByRole('group', { name: 'All deals' })
      .getByTestId('stat-count')
      .textContent();
    // The console writes whole numbers grouped (English: "10,000 deals").
    const expected = `${DEALS.toLocaleString('en-US')} deals`;
    if (shown?.trim() !== expected)
      throw new Error(`the board's total says “${shown}”, expected ${expected}`);
    await page.waitForLoadState('networkidle');
    const dragsAt = new Map<number, DragFigures[]>();
    for (const rate of DRAG_RATES) dragsAt.set(rate, await measureDrags(page, rate));

    out(`time to first column shown: ${Math.round(firstColumn)} ms`);
    out(`time to all totals complete: ${Math.round(allTotals)} ms (${shown.trim()})`);
    const normal = dragsAt.get(1)!.map((drag) => drag.shown);
    out(
      `drag: card shown in its new column after the drop: median ${Math.round(median(normal))} ms (${normal.map((ms) => Math.round(ms)).join(', ')} ms over ${DRAGS} drags)`,
    );
    for (const [rate, drags] of dragsAt) out(dragLine(rate, drags));
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
