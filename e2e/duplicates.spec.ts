import { expect, test, uniqueName } from './fixtures';

/** Issue 32: a new company whose name another already has shows that one before it is saved. */
test('a duplicate company name shows the existing company, which opens in one click', async ({
  page,
  serviceApi,
}) => {
  const core = uniqueName('Northwind Traders');
  const existingId = await serviceApi.createCompany(`${core} GmbH`);
  await page.goto('/companies');
  await page.getByRole('button', { name: 'New company' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`${core.toUpperCase()} Ltd.`);
  await expect(dialog.getByText('Possibly a duplicate')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create anyway' })).toBeVisible();
  // Opening the existing company drops what was typed, without asking to discard it.
  await dialog.getByRole('link', { name: `Open ${core} GmbH` }).click();
  await expect(page).toHaveURL(`/companies/${existingId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${core} GmbH` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await serviceApi.findCompanies(core)).toHaveLength(1);
});
