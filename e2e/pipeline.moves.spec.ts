import { basicAuth, expect, test, uniqueName } from './fixtures';
import { card, column, createDeal, dragWithMouse, openBoard, readDeal } from './pipelineBoard';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 6's journeys: the pipeline board against the real service, each read back through the API.
 * Most open the board with a text filter (other tests share the database), where the board counts
 * the cards it loads; issue 16's journeys filter by a user of their own instead, so the board
 * uses the service's totals (`deals/totals.xml`) and loads long columns page by page as they scroll.
 */

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
  await expect(announcer).toContainText('over Failure, column 3 of 4');
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
