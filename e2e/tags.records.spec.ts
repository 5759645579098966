import { expect, test, uniqueName } from './fixtures';

/** Issue 4: the tags screen opens a tag's records across companies and people. */
test('a tag lists its companies and people, and the lists open filtered by it', async ({
  page,
  serviceApi,
}) => {
  const mark = uniqueName('Tagged');
  const tag = `t-${mark.split(' ').pop() ?? ''}`;
  const companyId = await serviceApi.createCompany(`${mark} Company`);
  await serviceApi.createCompany(`${mark} Untagged`);
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>Tia</first_name><last_name>${mark}</last_name></person>`,
  );
  await serviceApi.addTag('companies', companyId, tag);
  await serviceApi.addTag('people', personId, tag);

  await page.goto('/tags');
  await page.getByRole('searchbox', { name: 'Filter tags' }).fill(tag);
  await page.getByRole('link', { name: tag }).click();
  await expect(page).toHaveURL(`/tags/${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tag “${tag}”` })).toBeVisible();
  const companies = page.getByRole('region', { name: 'Companies' });
  const people = page.getByRole('region', { name: 'People' });
  await expect(companies.getByRole('rowheader')).toHaveText([`${mark} Company`]);
  await expect(people.getByRole('rowheader')).toHaveText([`Tia ${mark}`]);
  await people.getByRole('link', { name: `Tia ${mark}` }).click();
  await expect(page).toHaveURL(`/people/${personId}`);

  // The companies list takes the same filter from its URL.
  await page.goto(`/companies?tag=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('rowheader')).toHaveText([
    `${mark} Company`,
  ]);
  const found = await serviceApi.findCompanies(mark);
  expect(found.map((c) => ({ name: c.name, tags: c.tags.map((t) => t.name) }))).toEqual([
    { name: `${mark} Company`, tags: [tag] },
    { name: `${mark} Untagged`, tags: [] },
  ]);
});
