import type { APIRequestContext } from '@playwright/test';
import { decodeDeal, type Deal } from '#xml/deal';
import { parseXml } from '#xml/tree';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/** The deals list: the API's searches kept in the URL, and a deal edited in the side panel. */

async function readDeal(request: APIRequestContext, id: number): Promise<Deal> {
  const response = await request.get(`${SERVICE_URL}/deals/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
  return decodeDeal(parseXml(await response.text()));
}

test('searches survive a reload, and a deal opened from the list is edited in the panel', async ({
  page,
  serviceApi,
  request,
}) => {
  const mark = uniqueName('List Deal');
  const id = await serviceApi.create(
    'deals',
    `<deal><title>${mark}</title><status>lost</status><amount>42</amount></deal>`,
  );
  const me = await serviceApi.currentUser();

  await page.goto('/deals');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('lost');
  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption(me.email);
  await page.getByLabel('Updated since').fill('2000-01-01');
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('status') === 'lost' &&
      url.searchParams.get('assigned_to') === me.email &&
      url.searchParams.get('updated_since') === '2000-01-01',
  );
  const table = page.getByRole('table', { name: 'Deals' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('lost');
  await expect(page.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(me.email);
  await expect(page.getByLabel('Updated since')).toHaveValue('2000-01-01');
  // The API lists oldest first and the database is shared by the run's tests: one large page holds them all.
  await page.goto(
    `/deals?status=lost&assigned_to=${encodeURIComponent(me.email)}&updated_since=2000-01-01&limit=100`,
  );
  await table.getByRole('button', { name: mark, exact: true }).click();

  const panel = page.getByRole('dialog', { name: 'Deal' });
  await expect(panel.getByRole('heading', { name: mark })).toBeVisible();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('deal') === String(id) && url.searchParams.get('status') === 'lost',
  );
  await panel.getByRole('combobox', { name: 'Status' }).selectOption('won');
  await expect(page.getByText('Saved the status')).toBeVisible();
  await expect.poll(async () => (await readDeal(request, id)).status).toBe('won');

  await page.goBack();
  await expect(panel).toHaveCount(0);
  // The deal is no longer lost: the lost-deals search does not list it any more.
  await expect(table.getByRole('button', { name: mark, exact: true })).toHaveCount(0);
});
