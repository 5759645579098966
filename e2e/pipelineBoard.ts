import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { decodeDeal, type Deal } from '#xml/deal';
import { parseXml } from '#xml/tree';
import { escapeXml } from '#xml/writer';
import { basicAuth, expect, type ServiceApi } from './fixtures';
import { createUser } from './adminUsers';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/** What the pipeline journeys share: deals made and read through the service, the board's parts. */

/** The classic four as the board shows them: open, then closed-won, then closed-lost in the account's order. */
export const DEFAULT_COLUMNS = ['Pending', 'Won', 'Failure', 'Lost'];

export async function readDeal(request: APIRequestContext, id: number): Promise<Deal> {
  const response = await request.get(`${SERVICE_URL}/deals/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
  return decodeDeal(parseXml(await response.text()));
}

export async function deleteDeal(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.delete(`${SERVICE_URL}/deals/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
}

export function createDeal(
  serviceApi: ServiceApi,
  title: string,
  amount: string,
  status = 'pending',
  assignedTo?: string,
): Promise<number> {
  const assignee =
    assignedTo === undefined ? '' : `<assigned_to>${escapeXml(assignedTo)}</assigned_to>`;
  return serviceApi.create(
    'deals',
    `<deal><title>${escapeXml(title)}</title><amount>${amount}</amount><status>${status}</status>${assignee}</deal>`,
  );
}

export function column(page: Page, status: string): Locator {
  return page.getByRole('region', { name: status, exact: true });
}

export function card(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: title, exact: true });
}

/** The column headings, left to right. */
export function columnHeadings(page: Page): Locator {
  return page.getByRole('heading', { level: 2 });
}

/**
 * Opens the board filtered to this test's deals (other tests share the database) and waits for
 * its columns: by default the open status first, then the closed ones.
 */
export async function openBoard(
  page: Page,
  text: string,
  extra = '',
  columns = DEFAULT_COLUMNS,
): Promise<void> {
  await page.goto(`/pipeline?q=${encodeURIComponent(text)}${extra}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  await expect(columnHeadings(page)).toHaveText(columns, { timeout: 15_000 });
}

/** Drags `item` onto `target` with the mouse: past the drag threshold first, then across in steps. */
export async function dragWithMouse(page: Page, item: Locator, target: Locator): Promise<void> {
  const from = await item.boundingBox();
  const to = await target.boundingBox();
  if (from === null || to === null) throw new Error('card or column not laid out');
  await page.mouse.move(from.x + 10, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

/** A new user of the e2e account: the deals assigned to it are this test's alone. */
export function createOwnerOf(prefix: string): string {
  const email = `${prefix.split(' ').pop()}@example.com`;
  createUser(`Other ${prefix}`, email);
  return email;
}
