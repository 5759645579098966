import type { APIRequestContext, Page } from '@playwright/test';
import { decodeDeal, type Deal } from '#xml/deal';
import { parseXml } from '#xml/tree';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { createUser } from './adminUsers';
import {
  card,
  column,
  createDeal,
  deleteDeal,
  dragWithMouse,
  openBoard,
  readDeal,
} from './pipelineBoard';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 6's journeys: the pipeline board against the real service, each read back through the API.
 * Most open the board with a text filter (other tests share the database), where the board counts
 * the cards it loads; issue 16's journeys filter by a user of their own instead, so the board
 * uses the service's totals (`deals/totals.xml`) and loads long columns page by page as they scroll.
 */

async function findDealsTitled(request: APIRequestContext, title: string): Promise<Deal[]> {
  const found: Deal[] = [];
  for (let offset = 0; ; offset += 500) {
    const response = await request.get(`${SERVICE_URL}/deals.xml`, {
      params: { offset, limit: 500 },
      headers: { authorization: basicAuth(E2E_API_TOKEN) },
    });
    expect(response.status()).toBe(200);
    const page = parseXml(await response.text()).children.map(decodeDeal);
    found.push(...page.filter((deal) => deal.title === title));
    if (page.length < 500) return found;
  }
}

/** A new user of the e2e account: the deals assigned to it are this test's alone. */
function createOwnerOf(prefix: string): string {
  const email = `${prefix.split(' ').pop()}@example.com`;
  createUser(`Other ${prefix}`, email);
  return email;
}

test('columns from the statuses with counts and sums; a mouse drag changes the status', async ({
  page,
  serviceApi,
  request,
}) => {
  const prefix = uniqueName('Drag Deal');
  const first = await createDeal(serviceApi, `${prefix} A`, '1000.00');
  await createDeal(serviceApi, `${prefix} B`, '250.50');
  await createDeal(serviceApi, `${prefix} C`, '99.00', 'won');
  await openBoard(page, prefix);

  const pending = column(page, 'Pending');
  const won = column(page, 'Won');
  await expect(pending.getByTestId('column-totals')).toHaveText('2 deals · $1,250.50');
  await expect(won.getByTestId('column-totals')).toHaveText('1 deal · $99.00');
  await expect(page.getByRole('group', { name: 'All deals' })).toContainText('$1,349.50');
  await expect(page.getByText('partial')).toHaveCount(0);

  await dragWithMouse(page, card(pending, `${prefix} A`), won);

  await expect(card(won, `${prefix} A`)).toBeVisible();
  await expect(card(pending, `${prefix} A`)).toHaveCount(0);
  await expect(won.getByTestId('column-totals')).toHaveText('2 deals · $1,099.00');
  await expect(pending.getByTestId('column-totals')).toHaveText('1 deal · $250.50');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await readDeal(request, first)).status).toBe('won');
});

test('a card moves with the keyboard, announced, and keeps the focus', async ({
  page,
  serviceApi,
  request,
}) => {
  const prefix = uniqueName('Key Deal');
  const id = await createDeal(serviceApi, `${prefix} K`, '500.00');
  await openBoard(page, prefix);

  const handle = card(column(page, 'Pending'), `${prefix} K`);
  await handle.focus();
  const announcer = page.getByTestId('board-announcer');
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(`Picked up ${prefix} K in Pending, column 1 of 4`);
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('over Lost, column 3 of 4');
  await page.keyboard.press('Escape');
  await expect(announcer).toContainText(`Move cancelled. ${prefix} K stays in Pending`);
  expect((await readDeal(request, id)).status).toBe('pending');

  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('over Won, column 2 of 4');
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(`${prefix} K moved from Pending to Won`);
  const moved = card(column(page, 'Won'), `${prefix} K`);
  await expect(moved).toBeFocused();
  await expect.poll(async () => (await readDeal(request, id)).status).toBe('won');
});

test('the “Move to…” menu moves a card', async ({ page, serviceApi, request }) => {
  const prefix = uniqueName('Menu Deal');
  const id = await createDeal(serviceApi, `${prefix} M`, '75.00');
  await openBoard(page, prefix);
  await column(page, 'Pending')
    .getByRole('button', { name: `Move “${prefix} M” to…` })
    .click();
  await page.getByRole('menuitem', { name: 'Lost' }).click();
  await expect(card(column(page, 'Lost'), `${prefix} M`)).toBeVisible();
  await expect.poll(async () => (await readDeal(request, id)).status).toBe('lost');
});

test('a failing PUT puts the card back and says why', async ({ page, serviceApi, request }) => {
  const prefix = uniqueName('Fail Deal');
  const id = await createDeal(serviceApi, `${prefix} F`, '10.00');
  await openBoard(page, prefix);
  // The upstream is "stopped" for this deal's update: the proxy's answer when it cannot reach it.
  let attempts = 0;
  await page.route(`**/service/deals/${id}.xml`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    attempts += 1;
    return route.fulfill({
      status: 502,
      contentType: 'application/xml',
      body: '<errors><error>The CRM service could not be reached</error></errors>',
    });
  });

  await card(column(page, 'Pending'), `${prefix} F`).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText(`Could not move “${prefix} F” to Won`)).toBeVisible();
  await expect(page.getByText('The CRM service could not be reached')).toBeVisible();
  await expect(card(column(page, 'Pending'), `${prefix} F`)).toBeVisible();
  await expect(card(column(page, 'Won'), `${prefix} F`)).toHaveCount(0);
  await expect(page.getByTestId('board-announcer')).toContainText(`It is back in Pending`);
  expect(attempts).toBe(1);
  expect((await readDeal(request, id)).status).toBe('pending');
});

test('a move against a deal changed meanwhile (412) is put back, the card reloaded, and the retry works', async ({
  page,
  serviceApi,
  request,
}) => {
  const prefix = uniqueName('Stale Deal');
  const id = await createDeal(serviceApi, `${prefix} S`, '30.00');
  await openBoard(page, prefix);
  // Opening the deal reads it with its ETag; the move then sends it as If-Match.
  await card(column(page, 'Pending'), `${prefix} S`).click();
  await expect(
    page.getByRole('dialog', { name: 'Deal' }).getByRole('heading', { name: `${prefix} S` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Deal' })).toHaveCount(0);
  const changed = await request.put(`${SERVICE_URL}/deals/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN), 'content-type': 'application/xml' },
    data: '<deal><description>Changed by someone else</description></deal>',
  });
  expect(changed.status()).toBe(200);

  await column(page, 'Pending')
    .getByRole('button', { name: `Move “${prefix} S” to…` })
    .click();
  await page.getByRole('menuitem', { name: 'Won' }).click();
  await expect(
    page.getByText(`“${prefix} S” was changed by someone else, so it was not moved.`),
  ).toBeVisible();
  await expect(card(column(page, 'Pending'), `${prefix} S`)).toBeVisible();
  expect((await readDeal(request, id)).status).toBe('pending');

  await column(page, 'Pending')
    .getByRole('button', { name: `Move “${prefix} S” to…` })
    .click();
  await page.getByRole('menuitem', { name: 'Won' }).click();
  await expect(card(column(page, 'Won'), `${prefix} S`)).toBeVisible();
  await expect.poll(async () => (await readDeal(request, id)).status).toBe('won');
  expect((await readDeal(request, id)).description).toBe('Changed by someone else');
});

test('quick-add puts a new deal in the column it was added to', async ({ page, request }) => {
  const title = uniqueName('Quick Deal');
  await openBoard(page, title);
  await page.getByRole('button', { name: 'Add deal to Won' }).click();
  const dialog = page.getByRole('dialog', { name: 'New deal in Won' });
  await dialog.getByRole('button', { name: 'Add deal' }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1,200.5');
  await dialog.getByRole('button', { name: 'Add deal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(column(page, 'Won'), title)).toBeVisible();
  await expect(column(page, 'Won').getByTestId('column-totals')).toHaveText('1 deal · $1,200.50');

  const [created] = await findDealsTitled(request, title);
  expect(created).toMatchObject({
    title,
    status: 'won',
    amount: '1200.50',
    assignedTo: 'Console Admin',
  });
});

test('filters by assignee (mine and another user) and opens a deal beside the board', async ({
  page,
  serviceApi,
}) => {
  const prefix = uniqueName('Owner Deal');
  const email = createOwnerOf(prefix);
  await createDeal(serviceApi, `${prefix} Mine`, '10.00');
  await createDeal(serviceApi, `${prefix} Theirs`, '20.00', 'pending', email);
  await openBoard(page, prefix);
  const pending = column(page, 'Pending');
  await expect(pending.getByTestId('column-totals')).toHaveText('2 deals · $30.00');

  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption('mine');
  await expect(page).toHaveURL((url) => url.searchParams.get('assignee') === 'mine');
  await expect(pending.getByTestId('column-totals')).toHaveText('1 deal · $10.00');
  await expect(card(pending, `${prefix} Mine`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption(email);
  await expect(pending.getByTestId('column-totals')).toHaveText('1 deal · $20.00');
  await expect(card(pending, `${prefix} Theirs`)).toBeVisible();

  await card(pending, `${prefix} Theirs`).click();
  const panel = page.getByRole('dialog', { name: 'Deal' });
  await expect(panel.getByRole('heading', { name: `${prefix} Theirs` })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('deal') !== null && url.searchParams.get('assignee') === email,
  );
  await expect(panel.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('');
  await expect(
    panel.getByRole('combobox', { name: 'Assigned to' }).locator('option:checked'),
  ).toHaveText(`Other ${prefix} (current)`);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.searchParams.get('deal') === null);
});

test('with the service’s totals every column’s figures are final at once, and a drag moves them', async ({
  page,
  serviceApi,
  request,
}) => {
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

  // With the keyboard: the card is focused in its new column, the figures follow.
  await card(pending, `${prefix} B`).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const lost = column(page, 'Lost');
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
