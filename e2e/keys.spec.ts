import { expect, test, uniqueName } from './fixtures';

/** Issue 32: through a list and into a record by keys alone. */

// Three screens and a record page in one journey: more than the default on a busy machine.
test.setTimeout(60_000);
test('goes to Companies, searches, moves to a row, opens it and edits it with keys alone', async ({
  page,
  serviceApi,
}) => {
  const mark = uniqueName('Keyed');
  const first = await serviceApi.createCompany(`${mark} Alpha`);
  const second = await serviceApi.createCompany(`${mark} Beta`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toBeFocused();
  await page.keyboard.type(mark);
  const rows = page.getByRole('main').getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveText([`${mark} Alpha`, `${mark} Beta`]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await expect(page.getByRole('link', { name: `${mark} Alpha` })).toBeFocused();
  await page.keyboard.press('j');
  await expect(page.getByRole('link', { name: `${mark} Beta` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/companies/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: `${mark} Beta` })).toBeVisible();

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard keys' });
  await expect(sheet.getByText('Next row')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.keyboard.press('e');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  expect(first).not.toBe(second);
});
