import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';
import { sidewaysScrollers } from './sidewaysOverflow';

/** Issue 29: a person added with an e-mail from their company's page; e-mail and phone in the lists. */

test('adds a person with an e-mail and a phone from a company page, kept as their work location', async ({
  page,
  serviceApi,
  request,
}) => {
  // Three screens and two writes: more than the default on a loaded CI machine.
  test.setTimeout(90_000);
  const api = new ContactsApi(request);
  const company = uniqueName('Contact Co');
  const last = uniqueName('Okafor');
  const companyId = await serviceApi.createCompany(company);
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('button', { name: `Add person at ${company}` }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'New person' });
  await expect(dialog.getByRole('combobox', { name: 'Company' })).toHaveValue(company);
  await expect(
    dialog.getByRole('combobox', { name: /^Label of the e-mail and phone/ }),
  ).toHaveValue('work');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ngozi');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ngozi@contact.example');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
  await dialog.getByRole('button', { name: 'Create person' }).click();
  // Two writes, each refreshing the page's lists, before the dialog closes.
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // Listed among the company's people, and their page shows the e-mail as a link.
  const person = page
    .getByRole('region', { name: /^People/ })
    .getByRole('link', { name: `Ngozi ${last}` });
  await expect(person).toBeVisible();
  await person.click();
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${last}` })).toBeVisible();
  const work = page.getByRole('article', { name: 'Location work' });
  await expect(work.getByRole('link', { name: 'ngozi@contact.example' })).toHaveAttribute(
    'href',
    'mailto:ngozi@contact.example',
  );
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await api.person(id);
  expect(saved.companyId).toBe(companyId);
  expect(saved.locations).toMatchObject([
    { label: 'work', primary: true, email: 'ngozi@contact.example', phone: '+44 20 7946 0000' },
  ]);
});

test('the people list shows e-mail and phone once asked, without sideways scrolling at 390 px', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(60_000);
  const last = uniqueName('Columns');
  const id = await serviceApi.create(
    'people',
    `<person><first_name>Wide</first_name><last_name>${last}</last_name></person>`,
  );
  await new ContactsApi(request).post(
    `/people/${id}/locations.xml`,
    '<location><label>work</label><primary>true</primary><email>a.rather.long.address.for.a.phone@some-company.example</email><phone>+1 555 0100</phone></location>',
  );
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/people?name=${encodeURIComponent(last)}`);
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByRole('rowheader', { name: new RegExp(last) })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('switch', { name: /Show e-mail and phone/ }).check();
  await expect(
    table.getByRole('link', { name: 'a.rather.long.address.for.a.phone@some-company.example' }),
  ).toBeVisible();
  await expect(table.getByRole('link', { name: '+1 555 0100' })).toBeVisible();
  expect(await sidewaysScrollers(page)).toEqual([]);

  // Wider, they are columns of their own; the choice is remembered.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(table.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
});
