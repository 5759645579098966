import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/** Issue 4: row selection with shift-click ranges, bulk tag add/remove and bulk delete with undo. */
test('selects a range with shift-click, tags, untags and deletes in bulk, then undoes the delete', async ({
  page,
  serviceApi,
  request,
}) => {
  test.setTimeout(90_000);
  const api = new ContactsApi(request);
  const prefix = uniqueName('Bulk Co');
  const tag = `bulk-${prefix.split(' ').pop() ?? ''}`;
  const ids: number[] = [];
  for (let n = 1; n <= 5; n += 1)
    ids.push(await serviceApi.createCompany(`${prefix} ${n}`, `Notes ${n}`));
  const tagsOf = async () =>
    Promise.all(ids.map(async (id) => (await api.company(id)).tags.map((t) => t.name)));

  await page.goto(`/companies?name=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveCount(5);
  await table.getByRole('checkbox', { name: `Select ${prefix} 2` }).click();
  await table.getByRole('checkbox', { name: `Select ${prefix} 4` }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('3 companies selected');

  await bar.getByRole('combobox', { name: 'Tag for the selected' }).fill(tag);
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expect(table.getByRole('row', { name: new RegExp(`${prefix} 3`) })).toContainText(tag);
  expect(await tagsOf()).toEqual([[], [tag], [tag], [tag], []]);

  // Select all, then un-select the first two by a shift range: rows 3–5 stay selected.
  await table.getByRole('checkbox', { name: 'Select all companies on this page' }).click();
  await table.getByRole('checkbox', { name: `Select ${prefix} 1` }).click();
  await table.getByRole('checkbox', { name: `Select ${prefix} 2` }).click({ modifiers: ['Shift'] });
  await expect(bar).toContainText('3 companies selected');
  await bar.getByRole('combobox', { name: 'Tag for the selected' }).fill(tag);
  await bar.getByRole('button', { name: 'Remove tag' }).click();
  // Row 5 never had the tag: the message counts only the rows that did.
  await expect(page.getByText(`Removed “${tag}” from 2 of the 3 companies`)).toBeVisible();
  await expect.poll(tagsOf).toEqual([[], [tag], [], [], []]);
  // Removing it again asks nothing of the service and says why.
  await bar.getByRole('combobox', { name: 'Tag for the selected' }).fill(tag);
  await bar.getByRole('button', { name: 'Remove tag' }).click();
  await expect(bar.getByText(`No selected row carries “${tag}”`)).toBeVisible();

  await bar.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 3 companies?' })
    .getByRole('button', { name: 'Delete 3 companies' })
    .click();
  await expect(table.getByRole('rowheader')).toHaveText([`${prefix} 1`, `${prefix} 2`]);
  for (const id of ids.slice(2)) expect(await api.status(`/companies/${id}.xml`)).toBe(404);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText(/They are new records with ids/)).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('rowheader')).toHaveCount(5);
  const found = await serviceApi.findCompanies(prefix);
  expect(
    found
      .map((c) => ({ name: c.name, notes: c.notes }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ).toEqual([1, 2, 3, 4, 5].map((n) => ({ name: `${prefix} ${n}`, notes: `Notes ${n}` })));
});
