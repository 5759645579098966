import { execFileSync } from 'node:child_process';
import type { ConsoleMessage, Page, Response } from '@playwright/test';
import { parseXml } from '#xml/tree';
import { decodeCommunicationList } from '#xml/communication';
import { decodeDealList } from '#xml/deal';
import { decodeCompanyList } from '#xml/company';
import { decodePersonList } from '#xml/person';
import { escapeXml } from '#xml/writer';
import { seriousAxeViolations } from './axe';
import { ContactsApi } from './contactsApi';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/** Issue 20's journeys: the home screen, length limits, safe links, no failing request. */

/** Every 4xx/5xx response and console error while `browse` runs. */
async function failuresWhile(page: Page, browse: () => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.status() >= 400)
      failures.push(
        `${response.status()} ${response.request().method()} ${url.pathname}${url.search}`,
      );
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    failures.push(`console: ${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => failures.push(`page error: ${error.message}`);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await browse();
  } finally {
    page.off('response', onResponse);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return failures;
}

async function serviceGet(
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<string> {
  const response = await request.get(`${SERVICE_URL}${path}`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN), accept: 'application/xml' },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.text();
}

/** Today at the given local hour, as the API's Format A would take an ISO time. */
function todayAt(hour: number): string {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

test('the home screen shows my due to-dos and the pipeline figures, and a to-do is done in place', async ({
  page,
  serviceApi,
  request,
}) => {
  const mark = uniqueName('Home');
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  await serviceApi.create(
    'todos',
    `<todo><title>${mark} due today</title><due_date type="datetime">${todayAt(23)}</due_date></todo>`,
  );
  await serviceApi.create(
    'todos',
    `<todo><title>${mark} overdue</title><due_date type="datetime">${lastWeek}</due_date></todo>`,
  );
  await serviceApi.create(
    'todos',
    `<todo><title>${mark} done</title><due_date type="datetime">${lastWeek}</due_date><complete>true</complete></todo>`,
  );
  await serviceApi.create(
    'deals',
    `<deal><title>${mark} open</title><status>pending</status><amount>1000.25</amount></deal>`,
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page).toHaveTitle('Home · CRM console');
  // Overdue and today apart: each box holds its own and says what it counts.
  const due = page.getByRole('region', { name: 'Due today' });
  const late = page.getByRole('region', { name: 'Overdue' });
  await expect(due.getByRole('listitem', { name: `${mark} due today` })).toBeVisible();
  await expect(due.getByRole('listitem', { name: `${mark} overdue` })).toHaveCount(0);
  await expect(late.getByRole('listitem', { name: `${mark} overdue` })).toContainText('Was due');
  await expect(late.getByRole('listitem', { name: `${mark} due today` })).toHaveCount(0);
  await expect(due).toContainText(/\d+ open to-dos? of yours due today/);
  await expect(late).toContainText(/\d+ open to-dos? of yours past the due date/);
  // A done to-do is in neither box (the latest activity may name it).
  await expect(due.getByText(`${mark} done`)).toHaveCount(0);
  await expect(late.getByText(`${mark} done`)).toHaveCount(0);

  // The figures are what the service holds (read the same way the API offers them).
  const pending = decodeDealList(
    parseXml(await serviceGet(request, '/deals.xml?status=pending&limit=500')),
  );
  const cents = pending.reduce((sum, deal) => sum + Math.round(Number(deal.amount) * 100), 0);
  const open = page
    .getByRole('region', { name: 'Pipeline' })
    .getByRole('group', { name: 'Open deals' });
  await expect(open).toContainText(`${pending.length} ${pending.length === 1 ? 'deal' : 'deals'}`);
  await expect(open).toContainText(
    (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );

  // Done in place: it leaves the list and the service has it complete.
  await due
    .getByRole('listitem', { name: `${mark} due today` })
    .getByRole('checkbox')
    // A click, not check(): a done to-do leaves the list at once, so it never shows checked.
    .click();
  await expect(due.getByRole('listitem', { name: `${mark} due today` })).toHaveCount(0);
  const mine = await serviceGet(request, '/todos.xml');
  expect(mine).toMatch(
    new RegExp(
      `<title>${mark} due today</title>[\\s\\S]*?<complete type="boolean">true</complete>`,
    ),
  );

  // Opening a company puts it under "Opened recently".
  const companyId = await serviceApi.createCompany(`${mark} Visited`);
  await page.goto(`/companies/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${mark} Visited` })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Opened recently' })
      .getByRole('link', { name: `${mark} Visited` }),
  ).toHaveAttribute('href', `/companies/${companyId}`);
});

test('an over-long company name gets 422 naming the field and nothing is stored; the input stops at 255', async ({
  page,
  request,
  serviceApi,
}) => {
  const mark = uniqueName('Limits');
  const response = await request.post(`${SERVICE_URL}/companies.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN), 'content-type': 'application/xml' },
    data: `<company><name>${escapeXml(mark)}${'x'.repeat(5000)}</name></company>`,
  });
  expect(response.status()).toBe(422);
  expect(await response.text()).toContain('Name is too long (at most 255 characters)');
  expect(await serviceApi.findCompanies(mark)).toEqual([]);

  await page.goto('/companies');
  await page.getByRole('button', { name: 'New company' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await name.fill('y'.repeat(300));
  await expect(name).toHaveValue('y'.repeat(255));
  await expect(dialog.getByText('255 / 255 characters')).toBeVisible();
  await expect(name).toHaveAttribute('aria-describedby', /.+/);
});

test('a website is an https link in a new tab, a phone a tel: link, a javascript: website no link', async ({
  page,
  request,
  serviceApi,
}) => {
  const api = new ContactsApi(request);
  const mark = uniqueName('Links');
  const companyId = await serviceApi.createCompany(`${mark} Company`);
  await api.post(
    `/companies/${companyId}/locations.xml`,
    '<location><label>Office</label><website>example.org/about</website><phone>+1 (555) 010-2030</phone></location>',
  );
  await api.post(
    `/companies/${companyId}/locations.xml`,
    '<location><label>Trap</label><website>javascript:alert(document.domain)</website></location>',
  );
  await page.goto(`/companies/${companyId}`);
  const office = page.getByRole('article', { name: 'Location Office' });
  const website = office.getByRole('link', { name: 'example.org/about' });
  await expect(website).toHaveAttribute('href', 'https://example.org/about');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(office.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
    'href',
    'tel:+15550102030',
  );
  const trap = page.getByRole('article', { name: 'Location Trap' });
  await expect(trap.getByText('javascript:alert(document.domain)')).toBeVisible();
  await expect(trap.getByRole('link')).toHaveCount(0);
});

test('every screen with the demo data makes no failing request and logs no error', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo data, loaded into the journeys' account by the service's admin command.
  execFileSync('npx', ['tsx', 'server/service/admin/cli.ts', 'load-demo', '--account', '1'], {
    env: { ...process.env, DATA_DIR: process.env['CRM_E2E_DATA_DIR'], LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
  const company = decodeCompanyList(
    parseXml(await serviceGet(request, '/companies.xml?limit=1')),
  )[0];
  const person = decodePersonList(parseXml(await serviceGet(request, '/people.xml?limit=1')))[0];
  const deal = decodeDealList(parseXml(await serviceGet(request, '/deals.xml?limit=1')))[0];
  const communications = decodeCommunicationList(
    parseXml(await serviceGet(request, '/communications.xml?limit=10')),
  );
  expect(company && person && deal && communications.length > 0).toBeTruthy();

  const screens = [
    '/',
    '/companies',
    `/companies/${company?.id}`,
    '/people',
    `/people/${person?.id}`,
    '/deals',
    `/deals?deal=${deal?.id}`,
    '/pipeline',
    '/todos',
    '/communications',
    ...communications.map((c) => `/communications/${c.id}`),
    '/tags',
    '/supertags',
    '/import',
    '/snapshot',
  ];
  const failures = await failuresWhile(page, async () => {
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      // Late look-ups (names of related contacts) finish before the next screen.
      await page.waitForLoadState('networkidle');
    }
  });
  expect(failures).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the home screen has no serious axe violations (${colorScheme}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({
        colorScheme,
        viewport: { width, height: 900 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing sideways at phone width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}
