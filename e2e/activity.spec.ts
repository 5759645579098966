import type { APIRequestContext, Page } from '@playwright/test';
import { escapeXml } from '#xml/writer';
import { seriousAxeViolations } from './axe';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { createUser } from './adminUsers';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 14, "What changed, and by whom": the Activity screen, a record's History, the "Changed"
 * marks of the lists, the Comments feed. The Activity/History/Comments journeys need the service's
 * activity stream (`/service/activities/recent.xml`); the marks work against a classic server too.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

async function send(
  request: APIRequestContext,
  method: 'PUT' | 'POST',
  path: string,
  body: string,
  token = E2E_API_TOKEN,
): Promise<void> {
  const response = await request.fetch(`${SERVICE_URL}${path}`, {
    method,
    headers: { authorization: basicAuth(token), 'content-type': 'application/xml' },
    data: body,
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
}

async function editCompanyNotes(page: Page, name: string, notes: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('form', { name: `Edit company “${name}”` });
  await form.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await form.getByRole('button', { name: 'Save' }).click();
  // In the Notes section: the History's field changes may show the same words by then.
  await expect(page.getByRole('region', { name: 'Notes' }).getByText(notes)).toBeVisible();
}

test('a change made in the console shows in Activity and in the record’s History', async ({
  page,
  serviceApi,
}) => {
  const name = uniqueName('History Co');
  const id = await serviceApi.createCompany(name, 'Before');
  await page.goto(`/companies/${id}`);
  await editCompanyNotes(page, name, 'After');

  // The record's feed says what changed in one sentence.
  const history = page.getByRole('region', { name: /^Activity on / });
  await expect(
    history
      .getByRole('article')
      .filter({ hasText: /Before.*After/ })
      .first(),
  ).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Activity', exact: true }).click();
  const stream = page.getByRole('list', { name: 'Activity' });
  const entry = stream.getByRole('article').filter({ hasText: name }).first();
  await expect(entry).toContainText('updated');
  await expect(entry).toContainText('After');
  await expect(entry.locator('time')).toHaveAttribute('title', /\d/);
  await entry.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The filters live in the URL: Deal only hides the company's entries.
  await page.goto('/activity?type=Deal');
  await expect(page.getByRole('combobox', { name: 'Record kind' })).toHaveValue('Deal');
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
});

test('a change made by a second user through the API is marked in the list after a reload', async ({
  page,
  serviceApi,
  request,
}) => {
  const prefix = uniqueName('Marked');
  const changedId = await serviceApi.createCompany(`${prefix} Changed`);
  await serviceApi.createCompany(`${prefix} Untouched`);
  const list = `/companies?name=${encodeURIComponent(prefix)}`;
  await page.goto(list);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await expect(table.getByText('Changed', { exact: true })).toHaveCount(0);

  // Updated times have whole seconds: the change comes in a later second than the visit.
  await page.waitForTimeout(1_100);
  const bobToken = createUser(
    'Bob Second',
    `bob-${prefix.split(' ').pop() ?? 'x'}@example.com`.toLowerCase(),
  );
  await send(
    request,
    'PUT',
    `/companies/${changedId}.xml`,
    `<company><name>${escapeXml(`${prefix} Changed`)}</name><notes>By Bob</notes></company>`,
    bobToken,
  );

  await page.goto('/people'); // leave the list, so the navigation counts it
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Companies', exact: true }),
  ).toHaveAccessibleDescription(/^\d+ changed by others since your last visit$/);
  await page.goto(list);
  const row = table.getByRole('row').filter({ hasText: `${prefix} Changed` });
  await expect(row.getByText('Changed', { exact: true })).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `${prefix} Untouched` })
      .getByText('Changed', {
        exact: true,
      }),
  ).toHaveCount(0);
  // Seen: the next visit shows no mark.
  await page.reload();
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await expect(table.getByText('Changed', { exact: true })).toHaveCount(0);
});

test('the Comments feed opens the record and takes a reply in place', async ({
  page,
  serviceApi,
  request,
}) => {
  const name = uniqueName('Commented Co');
  const id = await serviceApi.createCompany(name);
  await send(
    request,
    'POST',
    `/companies/${id}/comments.xml`,
    '<comment><comment>Call them back</comment></comment>',
  );
  await page.goto('/comments');
  const entry = page
    .getByRole('list', { name: 'Comments' })
    .getByRole('article')
    .filter({ hasText: name })
    .first();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Reply' }).click();
  await entry.getByRole('textbox', { name: `Reply on ${name}` }).fill('Done, they signed');
  await entry.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText(`Reply posted on ${name}`)).toBeVisible();

  await page
    .getByRole('list', { name: 'Comments' })
    .getByRole('article')
    .filter({ hasText: name })
    .first()
    .getByRole('link', { name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}$`));
  // The record's feed holds its comments.
  const comments = page.getByRole('region', { name: /^Activity on / });
  await expect(comments.getByText('Call them back').first()).toBeVisible();
  await expect(comments.getByText('Done, they signed')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test(`Activity, Comments and a History section have no serious axe violations (${colorScheme}, ${width} px)`, async ({
      browser,
      serviceApi,
      request,
    }) => {
      const name = uniqueName('Axe Activity');
      const id = await serviceApi.createCompany(name, 'Some notes');
      await send(
        request,
        'POST',
        `/companies/${id}/comments.xml`,
        '<comment><comment>An axe comment</comment></comment>',
      );
      const context = await browser.newContext({
        colorScheme,
        viewport: { width, height: 844 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      for (const path of ['/activity', '/comments']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Loaded: entries, or (a server without the stream) the notice that it keeps none.
        await expect(
          page.getByRole('article').first().or(page.getByText('No history here')),
        ).toBeVisible();
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      await page.goto(`/companies/${id}`);
      // The record's feed (its history with the comment).
      const feed = page.getByRole('region', { name: /^Activity on / });
      await expect(feed.getByRole('article').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
