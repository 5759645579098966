import { parseXml } from '#xml/tree';
import { decodeUser } from '#xml/user';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { SERVICE_URL } from './settings';
import { readSuperTag } from './superTagAdmin';

/**
 * Issue 30's account settings, as the account's administrator (the e2e account's first user):
 * a SuperTag defined in the console and applied to a company; a colleague added whose new token
 * then signs in to the API. Each checked through the API.
 */

test('defines a SuperTag with a multiple-choice field in the console and applies it to a company', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('Segment');
  const companyId = await serviceApi.createCompany(uniqueName('Settings Co'));

  await page.goto('/supertags');
  await page.getByRole('link', { name: 'New SuperTag' }).click();
  await page.getByRole('textbox', { name: 'SuperTag name' }).fill(name);
  await page.getByRole('textbox', { name: 'Field 1 name' }).fill('Industry');
  await page.getByRole('textbox', { name: 'Option 1 of Industry' }).fill('Software');
  await page.getByRole('button', { name: 'Add option to Industry' }).click();
  await page.getByRole('textbox', { name: 'Option 2 of Industry' }).fill('Retail');
  await page.getByRole('button', { name: 'Create SuperTag' }).click();
  await expect(page).toHaveURL(new RegExp(`/supertags/${encodeURIComponent(name)}$`), {
    timeout: 15_000,
  });

  await page.goto(`/companies/${companyId}`);
  const section = page.getByRole('region', { name: 'SuperTags' });
  await section.getByRole('button', { name: 'Apply a SuperTag' }).click({ timeout: 15_000 });
  await page.getByRole('menuitem', { name }).click();
  const dialog = page.getByRole('dialog', { name: `Apply ${name}` });
  await dialog
    .getByRole('group', { name: 'Industry' })
    .getByRole('checkbox', { name: 'Retail' })
    .check();
  await dialog.getByRole('button', { name: 'Apply SuperTag' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  expect((await readSuperTag(request, 'companies', companyId, name)).fields).toEqual([
    { kind: 'choices', element: 'Industries', item: 'Industry', values: ['Retail'] },
  ]);
});

test('adds a colleague, whose token shown once signs in to the API', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `${uniqueName('colleague').replace(/\W+/g, '.')}@example.com`;

  await page.goto('/users');
  const form = page.getByRole('form', { name: 'Add a colleague' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Carol Colleague');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Add colleague' }).click();

  const dialog = page.getByRole('dialog', { name: 'API token of Carol Colleague' });
  const token = (await dialog.getByLabel('New API token').innerText({ timeout: 15_000 })).trim();
  expect(token).toMatch(/^[0-9a-f]{40}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(email);

  const me = await request.get(`${SERVICE_URL}/users/current.xml`, {
    headers: { authorization: basicAuth(token) },
  });
  expect(me.status()).toBe(200);
  expect(decodeUser(parseXml(await me.text()))).toMatchObject({ name: 'Carol Colleague', email });
});
