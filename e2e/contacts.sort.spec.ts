import { decodePersonList } from '#xml/person';
import { parseXml } from '#xml/tree';
import { escapeXml } from '#xml/writer';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/** Issue 4: the lists sort across pages, and the order lives in the URL with the filters. */
test('companies sort by name from the column header; the order survives a reload and matches the API', async ({
  page,
  serviceApi,
}) => {
  const mark = uniqueName('Sorted');
  for (const name of ['zeta', 'Alpha', 'mid', 'beta'])
    await serviceApi.createCompany(`${mark} ${name}`);

  await page.goto(`/companies?name=${encodeURIComponent(mark)}&limit=10`);
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader')).toHaveText([
    `${mark} zeta`,
    `${mark} Alpha`,
    `${mark} mid`,
    `${mark} beta`,
  ]);

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('rowheader')).toHaveText([
    `${mark} Alpha`,
    `${mark} beta`,
    `${mark} mid`,
    `${mark} zeta`,
  ]);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('sort') === '-name' && url.searchParams.get('name') === mark,
  );

  await page.reload();
  await expect(table.getByRole('rowheader')).toHaveText([
    `${mark} zeta`,
    `${mark} mid`,
    `${mark} beta`,
    `${mark} Alpha`,
  ]);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // The service sorted (no "this page only" note), in the order its own API gives.
  await expect(page.getByRole('note')).toHaveCount(0);
  const fromApi = await serviceApi.findCompanies(mark, { sort: '-name' });
  expect(fromApi.map((c) => c.name)).toEqual([
    `${mark} zeta`,
    `${mark} mid`,
    `${mark} beta`,
    `${mark} Alpha`,
  ]);
});

test('people sort by last name with the Sort control on a phone', async ({
  page,
  serviceApi,
  request,
}) => {
  const mark = uniqueName('Sorted').split(' ')[1]!;
  const lastNames = ['Young', 'Adams', 'Meyer', 'Baker', 'Zimmer', 'Clark'];
  for (const [index, last] of lastNames.entries()) {
    await serviceApi.create(
      'people',
      `<person><first_name>P${index}${mark}</first_name><last_name>${escapeXml(last)}</last_name></person>`,
    );
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/people?name=${mark}&limit=10`);
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByRole('rowheader')).toHaveCount(6);

  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Last name, Z to A' });
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === '-last_name');
  await expect(table.getByRole('rowheader')).toHaveText(
    ['Zimmer', 'Young', 'Meyer', 'Clark', 'Baker', 'Adams'].map((last) => new RegExp(`${last}$`)),
  );

  const response = await request.get(`${SERVICE_URL}/people.xml`, {
    params: { name: mark, sort: '-last_name' },
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.headers()['x-crm-sort']).toBe('-last_name');
  expect(decodePersonList(parseXml(await response.text())).map((p) => p.lastName)).toEqual([
    'Zimmer',
    'Young',
    'Meyer',
    'Clark',
    'Baker',
    'Adams',
  ]);
});
