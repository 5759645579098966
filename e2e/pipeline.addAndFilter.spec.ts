import type { APIRequestContext } from '@playwright/test';
import { decodeDeal, type Deal } from '#xml/deal';
import { parseXml } from '#xml/tree';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { card, column, createDeal, openBoard, createOwnerOf } from './pipelineBoard';
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
