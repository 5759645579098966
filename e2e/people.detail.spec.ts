import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/** Issue 4: people — create from the list, the person page (edit, company, locations, tags), delete with undo. */

test('creates a person from the list with a company, then edits them in place', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const last = uniqueName('Lovelace');
  const company = uniqueName('Analytical Engines');
  const companyId = await serviceApi.createCompany(company);
  await page.goto('/people');
  await page.getByRole('button', { name: 'New person' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New person' });
  await dialog.getByRole('button', { name: 'Create person' }).click();
  await expect(dialog.getByText('Enter a first or a last name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('Analyst');
  await dialog.getByRole('combobox', { name: 'Company' }).fill(company);
  // The name is an existing company's: the field says so (a typo would say it creates one).
  await expect(dialog.getByText(`The existing company “${company}”`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create person' }).click();

  await expect(page).toHaveURL(/\/people\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Ada ${last}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: company }).first()).toHaveAttribute(
    'href',
    `/companies/${companyId}`,
  );

  await page.getByRole('button', { name: 'Edit person' }).click();
  const form = page.getByRole('form', { name: `Edit Ada ${last}` });
  await form.getByRole('textbox', { name: 'Job title' }).fill('Chief Analyst');
  await form.getByRole('textbox', { name: 'Notes' }).fill('Wrote the first program.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Chief Analyst at')).toBeVisible();

  const saved = await api.person(id);
  expect({
    first: saved.firstName,
    last: saved.lastName,
    title: saved.title,
    companyId: saved.companyId,
    notes: saved.notes,
  }).toEqual({
    first: 'Ada',
    last,
    title: 'Chief Analyst',
    companyId,
    notes: 'Wrote the first program.',
  });

  // The company's page lists its new employee.
  await page.getByRole('main').getByRole('link', { name: company }).first().click();
  await expect(
    page
      .getByRole('region', { name: /^People \(\d+\)$/ })
      .getByRole('link', { name: `Ada ${last}` }),
  ).toHaveAttribute('href', `/people/${id}`);
});

test('a person gets a location and tags, and comes back after delete with undo', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const last = uniqueName('Hopper');
  const id = await serviceApi.create(
    'people',
    `<person><first_name>Grace</first_name><last_name>${last}</last_name></person>`,
  );
  await serviceApi.create(
    'people',
    `<person><first_name>Neighbour</first_name><last_name>${last}</last_name></person>`,
  );
  await page.goto(`/people/${id}`);
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Home');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('grace@navy.example');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(locations.getByRole('article', { name: 'Location Home' })).toContainText(
    'grace@navy.example',
  );

  const tags = page.getByRole('region', { name: 'Tags', exact: true });
  await tags.getByRole('button', { name: 'Add tag', exact: true }).click();
  const input = tags.getByLabel('Add tags');
  const mark = last.split(' ').pop() ?? '';
  await input.fill(`navy-${mark}`);
  await input.press('Enter');
  await input.fill(`cobol-${mark}`);
  await tags.getByRole('button', { name: 'Add tags' }).click();
  await expect(tags.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete person' }).click();
  await expect(page).toHaveURL(/\/people$/);
  expect(await api.status(`/people/${id}.xml`)).toBe(404);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  const restoredText = page.getByText(/It is a new record with id \d+/);
  await expect(restoredText).toBeVisible({ timeout: 15_000 });
  const newId = Number((await restoredText.textContent())?.match(/\d+/)?.[0]);
  expect(newId).not.toBe(id);
  const restored = await api.person(newId);
  expect({
    name: `${restored.firstName} ${restored.lastName}`,
    tags: restored.tags.map((t) => t.name).sort(),
    locations: restored.locations.map((l) => ({
      label: l.label,
      email: l.email,
      primary: l.primary,
    })),
  }).toEqual({
    name: `Grace ${last}`,
    tags: [`cobol-${mark}`, `navy-${mark}`],
    locations: [{ label: 'Home', email: 'grace@navy.example', primary: true }],
  });
});

test('people filters by tag and e-mail survive a reload', async ({ page, serviceApi, request }) => {
  const api = new ContactsApi(request);
  const last = uniqueName('Filter');
  const tag = `f-${last.split(' ').pop() ?? ''}`;
  const tagged = await serviceApi.create(
    'people',
    `<person><first_name>Tagged</first_name><last_name>${last}</last_name></person>`,
  );
  await serviceApi.create(
    'people',
    `<person><first_name>Plain</first_name><last_name>${last}</last_name></person>`,
  );
  await serviceApi.addTag('people', tagged, tag);
  await api.post(
    `/people/${tagged}/locations.xml`,
    `<location><label>Work</label><email>tagged@${tag}.example</email></location>`,
  );

  await page.goto(`/people?name=${encodeURIComponent(last)}`);
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByRole('rowheader')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(`@${tag}`);
  await expect(page).toHaveURL((url) => url.searchParams.get('email') === `@${tag}`);
  await expect(table.getByRole('rowheader')).toHaveText([`Tagged ${last}`]);
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(tag);
  await expect(page).toHaveURL((url) => url.searchParams.get('tag') === tag);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by e-mail' })).toHaveValue(`@${tag}`);
  await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue(tag);
  await expect(table.getByRole('rowheader')).toHaveText([`Tagged ${last}`]);
  await expect(table.getByRole('link', { name: `Tagged ${last}` })).toHaveAttribute(
    'href',
    `/people/${tagged}`,
  );
});
