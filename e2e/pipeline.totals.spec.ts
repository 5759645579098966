import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { withoutDrawnScreen } from './plainPage';
import {
  card,
  column,
  createDeal,
  deleteDeal,
  dragWithMouse,
  openBoard,
  readDeal,
  createOwnerOf,
} from './pipelineBoard';

/**
 * Issue 6's journeys: the pipeline board against the real service, each read back through the API.
 * Most open the board with a text filter (other tests share the database), where the board counts
 * the cards it loads; issue 16's journeys filter by a user of their own instead, so the board
 * uses the service's totals (`deals/totals.xml`) and loads long columns page by page as they scroll.
 */

test('with the service’s totals every column’s figures are final at once, and a drag moves them', async ({
  page,
  serviceApi,
  request,
}) => {
  // What the browser reads itself is counted here: the page comes undrawn.
  await withoutDrawnScreen(page);
  const prefix = uniqueName('Totals Deal');
  const email = createOwnerOf(prefix);
  const first = await createDeal(serviceApi, `${prefix} A`, '1000.00', 'pending', email);
  await createDeal(serviceApi, `${prefix} B`, '250.50', 'pending', email);
  await createDeal(serviceApi, `${prefix} C`, '99.00', 'won', email);
  const totalsAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/deals/totals.xml'))
      totalsAnswers.push(response.status());
  });
  await openBoard(page, '', `&assignee=${encodeURIComponent(email)}`);

  const pending = column(page, 'Pending');
  const won = column(page, 'Won');
  await expect(pending.getByTestId('column-totals')).toHaveText('2 deals · $1,250.50');
  await expect(won.getByTestId('column-totals')).toHaveText('1 deal · $99.00');
  await expect(page.getByRole('group', { name: 'All deals' })).toContainText('$1,349.50');
  await expect(page.getByText('partial')).toHaveCount(0);
  expect(totalsAnswers).toEqual([200]);

  await dragWithMouse(page, card(pending, `${prefix} A`), won);

  await expect(card(won, `${prefix} A`)).toBeVisible();
  await expect(won.getByTestId('column-totals')).toHaveText('2 deals · $1,099.00');
  await expect(pending.getByTestId('column-totals')).toHaveText('1 deal · $250.50');
  await expect.poll(async () => (await readDeal(request, first)).status).toBe('won');
  // Asked again after the save: the service's figures are the moved ones.
  await expect.poll(() => totalsAnswers.length).toBeGreaterThan(1);
  await expect(won.getByTestId('column-totals')).toHaveText('2 deals · $1,099.00');
  await expect(page.getByRole('group', { name: 'All deals' })).toContainText('$1,349.50');
  await expect(page.getByText('partial')).toHaveCount(0);

  // With the keyboard: the card is focused in its new column, the figures follow. Two steps
  // right of Pending is Failure (the board: open stages, then won, then lost ones in order).
  await card(pending, `${prefix} B`).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const lost = column(page, 'Failure');
  await expect(card(lost, `${prefix} B`)).toBeFocused();
  await expect(lost.getByTestId('column-totals')).toHaveText('1 deal · $250.50');
  await expect(pending.getByTestId('column-totals')).toHaveText('0 deals · $0.00');
  await expect(card(lost, `${prefix} B`)).toBeFocused();
});

test('a long column renders only the cards in view and brings older ones as it scrolls', async ({
  page,
  serviceApi,
  request,
}) => {
  // What the browser reads itself is counted here: the page comes undrawn.
  await withoutDrawnScreen(page);
  test.setTimeout(90_000);
  const prefix = uniqueName('Long Deal');
  const email = createOwnerOf(prefix);
  const count = 260;
  // One after the other: ids in the order of the titles.
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1)
    ids.push(await createDeal(serviceApi, `${prefix} ${n}`, '1.00', 'pending', email));
  try {
    await scrollLongColumn(page, prefix, email, count);
  } finally {
    // So many pending deals would push later journeys' deals off the Deals list's first page.
    for (const id of ids) await deleteDeal(request, id);
  }
});

async function scrollLongColumn(page: Page, prefix: string, email: string, count: number) {
  const pendingPages: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (
      url.pathname.endsWith('/deals.xml') &&
      url.searchParams.get('status')?.toLowerCase() === 'pending'
    )
      pendingPages.push(`${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`);
  });
  await openBoard(page, '', `&assignee=${encodeURIComponent(email)}`);

  const pending = column(page, 'Pending');
  await expect(pending.getByTestId('column-totals')).toHaveText(`${count} deals · $260.00`);
  await expect(card(pending, `${prefix} ${count}`)).toBeVisible();
  await expect(pending).toHaveAttribute('aria-busy', 'false');
  // Only the newest page was asked for, and only the cards in the column's box are rendered.
  expect(pendingPages).toEqual(['200/100']);
  expect(await pending.locator('[data-deal-id]').count()).toBeLessThan(40);
  await expect(pending.getByRole('listitem').first()).toHaveAttribute(
    'aria-setsize',
    String(count),
  );

  // Scrolled to the bottom again and again: older pages come, down to the oldest card.
  const scroller = pending.locator('[data-card-scroller]');
  await expect(async () => {
    await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(card(pending, `${prefix} 1`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(pendingPages).toEqual(['200/100', '100/100', '0/100']);
  expect(await pending.locator('[data-deal-id]').count()).toBeLessThan(40);
  await expect(card(pending, `${prefix} ${count}`)).toHaveCount(0);
  await expect(pending.getByRole('listitem').last()).toHaveAttribute(
    'aria-posinset',
    String(count),
  );
}

test('against a classic server (no current user, no totals) the board counts its cards and asks for no totals', async ({
  page,
  serviceApi,
}) => {
  // What the browser reads itself is counted here: the page comes undrawn.
  await withoutDrawnScreen(page);
  const prefix = uniqueName('Classic Deal');
  await createDeal(serviceApi, `${prefix} A`, '10.00');
  await createDeal(serviceApi, `${prefix} B`, '5.50', 'won');
  // Our extensions answer as a classic server's unknown paths do.
  const notFound = {
    status: 404,
    contentType: 'application/xml',
    body: '<errors><error>Not Found</error></errors>',
  };
  let totalsAsked = 0;
  // The proxy in front of a remote account says so (the embedded service is known to be ours).
  await page.route('**/console/info.json', (route) =>
    route.fulfill({ json: { upstream: 'crm.example.com' } }),
  );
  await page.route('**/service/users/current.xml', (route) => route.fulfill(notFound));
  await page.route('**/service/deals/totals.xml**', (route) => {
    totalsAsked += 1;
    return route.fulfill(notFound);
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.location().url);
  });

  await openBoard(page, prefix);
  await expect(column(page, 'Pending').getByTestId('column-totals')).toHaveText('1 deal · $10.00');
  await expect(column(page, 'Won').getByTestId('column-totals')).toHaveText('1 deal · $5.50');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('partial')).toHaveCount(0);
  // The text filter off: the board still counts (a classic server has no totals to ask for).
  await page.getByRole('searchbox', { name: 'Filter cards' }).fill('');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === null);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('column-partial')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(totalsAsked).toBe(0);
  // The only failing request is the current user's, which the shell makes anyway.
  expect(consoleErrors.filter((url) => !url.endsWith('/users/current.xml'))).toEqual([]);
});
