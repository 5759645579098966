import type { CDPSession, Locator } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { card, column, createDeal, openBoard, readDeal } from './pipelineBoard';

/**
 * Issue 16's touch journey: on a touch screen a long press lifts a card and the finger carries it
 * to another column. Playwright's `touchscreen.tap` cannot drag, so the finger is Chromium's own
 * touch input (`Input.dispatchTouchEvent`), as a real touch screen would send it.
 */

// A tablet in landscape: all four columns side by side, touch only.
test.use({ viewport: { width: 1366, height: 1024 }, hasTouch: true, isMobile: true });

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove', at: { x: number; y: number }) {
  return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ ...at, id: 1 }] });
}

test('a long press lifts a card and a finger drags it to another column', async ({
  page,
  serviceApi,
  request,
}) => {
  const prefix = uniqueName('Touch Deal');
  const id = await createDeal(serviceApi, `${prefix} T`, '640.00');
  await openBoard(page, prefix);
  const pending = column(page, 'Pending');
  const won = column(page, 'Won');
  const handle = card(pending, `${prefix} T`);
  const from = await centre(handle);
  const to = await centre(won.getByRole('heading', { name: 'Won' }));
  const cdp = await page.context().newCDPSession(page);

  await touch(cdp, 'touchStart', from);
  // The long press (250 ms) lifts the card; the finger has not moved yet.
  await expect(page.locator(`[data-deal-id="${id}"]`)).toHaveAttribute('data-lifted', 'true');
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    await touch(cdp, 'touchMove', {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    });
  }
  await expect(won).toHaveAttribute('data-over', 'true');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect(card(won, `${prefix} T`)).toBeVisible();
  await expect(card(pending, `${prefix} T`)).toHaveCount(0);
  await expect(page.getByTestId('board-announcer')).toContainText(
    `${prefix} T moved from Pending to Won`,
  );
  await expect(won.getByTestId('column-totals')).toHaveText('1 deal · $640.00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await readDeal(request, id)).status).toBe('won');

  // A tap is still a tap: it opens the card.
  const moved = await centre(card(won, `${prefix} T`));
  await page.touchscreen.tap(moved.x, moved.y);
  await expect(
    page.getByRole('dialog', { name: 'Deal' }).getByRole('heading', { name: `${prefix} T` }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  // Four columns do not fit: the board scrolls sideways under the finger.
  test.use({ viewport: { width: 390, height: 844 } });

  test('a quick swipe over a card scrolls the board instead of dragging the card', async ({
    page,
    serviceApi,
    request,
  }) => {
    const prefix = uniqueName('Swipe Deal');
    const id = await createDeal(serviceApi, `${prefix} S`, '5.00');
    await openBoard(page, prefix);
    const pending = column(page, 'Pending');
    const from = await centre(card(pending, `${prefix} S`));
    const boardScroll = () =>
      pending.evaluate((element) => element.parentElement?.scrollLeft ?? Number.NaN);
    expect(await boardScroll()).toBe(0);

    const cdp = await page.context().newCDPSession(page);
    await touch(cdp, 'touchStart', from);
    for (let step = 1; step <= 8; step += 1)
      await touch(cdp, 'touchMove', { x: from.x - step * 25, y: from.y });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect.poll(boardScroll).toBeGreaterThan(0);
    await expect(page.locator(`[data-deal-id="${id}"]`)).not.toHaveAttribute('data-lifted');
    await expect(card(pending, `${prefix} S`)).toHaveCount(1);
    await expect(page.getByTestId('board-announcer')).toHaveText('');
    expect((await readDeal(request, id)).status).toBe('pending');
  });

  test('a card held near the board’s edge scrolls the board to a column that was off screen', async ({
    page,
    serviceApi,
    request,
  }) => {
    const prefix = uniqueName('Edge Deal');
    const id = await createDeal(serviceApi, `${prefix} E`, '8.00');
    await openBoard(page, prefix);
    const pending = column(page, 'Pending');
    const lost = column(page, 'Lost');
    await expect(lost).not.toBeInViewport();
    const board = await pending.evaluate((element) => {
      const scroller = element.parentElement!;
      const rect = scroller.getBoundingClientRect();
      return { right: rect.right, end: scroller.scrollWidth - scroller.clientWidth };
    });
    const from = await centre(card(pending, `${prefix} E`));
    const edge = { x: board.right - 8, y: from.y };

    const cdp = await page.context().newCDPSession(page);
    await touch(cdp, 'touchStart', from);
    await expect(page.locator(`[data-deal-id="${id}"]`)).toHaveAttribute('data-lifted', 'true');
    for (let step = 1; step <= 6; step += 1)
      await touch(cdp, 'touchMove', { x: from.x + ((edge.x - from.x) * step) / 6, y: from.y });
    // Held there, the board scrolls to its end: the last column comes under the finger.
    await expect
      .poll(() => pending.evaluate((element) => element.parentElement!.scrollLeft))
      .toBeGreaterThanOrEqual(board.end - 1);
    await touch(cdp, 'touchMove', { x: edge.x - 1, y: edge.y });
    await expect(lost).toHaveAttribute('data-over', 'true');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(card(lost, `${prefix} E`)).toBeVisible();
    await expect.poll(async () => (await readDeal(request, id)).status).toBe('lost');
  });
});
