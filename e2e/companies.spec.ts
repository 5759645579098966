import { formatSearchTime } from '#xml/dates';
import { ContactsApi } from './contactsApi';
import { withoutDrawnScreen } from './plainPage';
import { expect, test, uniqueName } from './fixtures';

/** Issue 3's journey: create a company in the console, find it through search, see it in the API. */
test('creates a company, finds it through search and the API has it', async ({
  page,
  serviceApi,
}) => {
  const name = uniqueName('Journey Labs');
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page).toHaveTitle('Companies · CRM console');

  // The header's button (on an empty database the empty state offers a second one).
  await page.getByRole('button', { name: 'New company' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  // The name is required: an empty submit is refused in the dialog, not sent.
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog.getByText('Enter the company’s name')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Notes' })
    .fill('Met at the e2e fair.\nCall back in May.');
  await dialog.getByRole('button', { name: 'Create company' }).click();

  // The console shows the new company on its own page.
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · CRM console`);
  await expect(page.getByText('Call back in May.')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Companies', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === name);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveText([name]);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/companies/${id}`);

  const found = await serviceApi.findCompanies(name);
  expect(found.map((c) => ({ id: c.id, name: c.name, notes: c.notes }))).toEqual([
    { id, name, notes: 'Met at the e2e fair.\nCall back in May.' },
  ]);
});

test('search and page survive a reload and Back', async ({ page, serviceApi }) => {
  const prefix = uniqueName('Reload Co');
  const ids: number[] = [];
  for (let n = 1; n <= 11; n += 1)
    ids.push(await serviceApi.createCompany(`${prefix} ${String(n).padStart(2, '0')}`));

  await page.goto(`/companies?name=${encodeURIComponent(prefix)}&limit=10`);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('offset') === '10' &&
      url.searchParams.get('limit') === '10' &&
      url.searchParams.get('name') === prefix,
  );
  await expect(table.getByRole('rowheader')).toHaveText([`${prefix} 11`]);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(prefix);
  await expect(table.getByRole('rowheader')).toHaveText([`${prefix} 11`]);
  await expect(table.getByRole('link', { name: `${prefix} 11` })).toHaveAttribute(
    'href',
    `/companies/${ids[10]}`,
  );

  await page.goBack();
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await expect(table.getByRole('rowheader').first()).toHaveText(`${prefix} 01`);
});

test('tag, state and updated-since filters picked in the page survive a reload and show what the API’s search shows', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const mark = uniqueName('Filter Co');
  const tag = `filter-${mark.split(' ').pop() ?? ''}`;
  const inNewYork =
    '<location><label>Office</label><primary>true</primary><city>Albany</city><state>NY</state></location>';
  const wanted = await serviceApi.createCompany(`${mark} Tagged NY`);
  await api.post(`/companies/${wanted}/locations.xml`, inNewYork);
  await serviceApi.addTag('companies', wanted, tag);
  const elsewhere = await serviceApi.createCompany(`${mark} Tagged CA`);
  await api.post(`/companies/${elsewhere}/locations.xml`, inNewYork.replace('NY', 'CA'));
  await serviceApi.addTag('companies', elsewhere, tag);
  const untagged = await serviceApi.createCompany(`${mark} Untagged NY`);
  await api.post(`/companies/${untagged}/locations.xml`, inNewYork);
  const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  await page.goto('/companies');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(mark);
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(tag);
  await page.getByRole('searchbox', { name: 'State' }).fill('NY');
  await page.getByLabel('Updated since').fill(since);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveText([`${mark} Tagged NY`]);
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('tag') === tag &&
      url.searchParams.get('state') === 'NY' &&
      url.searchParams.get('updated_since') === since,
  );

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'State' })).toHaveValue('NY');
  await expect(page.getByLabel('Updated since')).toHaveValue(since);
  await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue(tag);
  await expect(table.getByRole('rowheader')).toHaveText([`${mark} Tagged NY`]);
  // The same search through the API finds the same one company.
  const found = await serviceApi.findCompanies(mark, {
    tag,
    state: 'NY',
    updated_since: formatSearchTime(`${since}T00:00:00Z`),
  });
  expect(found.map((company) => company.id)).toEqual([wanted]);
});

test('an unmatched search says what to do and clearing it brings the list back', async ({
  page,
  serviceApi,
}) => {
  const name = uniqueName('Clear Me');
  await serviceApi.createCompany(name);
  await page.goto(`/companies?name=${encodeURIComponent(`${name} nothing like it`)}`);
  await expect(page.getByText(/No companies match/)).toBeVisible();
  await page.getByRole('button', { name: 'Show all companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
});

test('a failed load says what went wrong and Try again recovers', async ({ page, serviceApi }) => {
  const name = uniqueName('Retry Ltd');
  await serviceApi.createCompany(name);
  // The service cannot be made to fail on demand, so the first list requests are answered as a
  // gateway would during an outage (the console retries a 5xx once by itself); then the real
  // service answers again. The page comes undrawn, so that the browser asks for the list itself.
  await withoutDrawnScreen(page);
  let failing = true;
  await page.route('**/service/companies.xml?*', async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/xml',
      body: '<errors><error>Down for maintenance</error></errors>',
    });
  });
  await page.goto(`/companies?name=${encodeURIComponent(name)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load companies' });
  await expect(alert).toContainText('Down for maintenance');

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveText([
    name,
  ]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the list is as it was left when coming back through the navigation or "All companies"', async ({
  page,
  serviceApi,
}) => {
  const mark = uniqueName('Remembered');
  const id = await serviceApi.createCompany(`${mark} One`);
  await serviceApi.createCompany(`${mark} Two`);
  await page.goto(`/companies?name=${encodeURIComponent(mark)}&sort=-name`);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveText([`${mark} Two`, `${mark} One`]);

  await table.getByRole('link', { name: `${mark} One` }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}$`));
  await page.getByRole('link', { name: 'All companies' }).click();
  await expect(table.getByRole('rowheader')).toHaveText([`${mark} Two`, `${mark} One`]);
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(mark);

  // Elsewhere and back through the navigation: the same search and order.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'People', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/companies' &&
      url.searchParams.get('name') === mark &&
      url.searchParams.get('sort') === '-name',
  );
  await expect(table.getByRole('rowheader')).toHaveText([`${mark} Two`, `${mark} One`]);

  // Deleting from the detail page also comes back to the list as it was left.
  await table.getByRole('link', { name: `${mark} One` }).click();
  await page.getByRole('button', { name: 'Delete company' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/companies' &&
      url.searchParams.get('name') === mark &&
      url.searchParams.get('sort') === '-name',
  );
  await expect(table.getByRole('rowheader')).toHaveText([`${mark} Two`]);
  expect((await serviceApi.findCompanies(mark)).map((company) => company.name)).toEqual([
    `${mark} Two`,
  ]);
});
