import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/**
 * Names holding a "/" travel as one path segment (`%2F`) through the proxy: a tag and a location
 * label with a slash are added, shown, edited and removed in the console, and the service has them.
 */
const TAG = 'Sales/EMEA';
const LABEL = 'HQ/East';

test('a company gets the tag "Sales/EMEA" and the location "HQ/East", edited and removed through the console', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Slash Co');
  const id = await serviceApi.createCompany(name);
  await page.goto(`/companies/${id}`);

  const tags = page.getByRole('region', { name: 'Tags', exact: true });
  await tags.getByRole('button', { name: 'Add tag', exact: true }).click();
  await tags.getByLabel('Add tags').fill(TAG);
  await tags.getByRole('button', { name: 'Add tags' }).click();
  await expect(tags.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([TAG]);
  expect((await api.company(id)).tags.map((t) => t.name)).toEqual([TAG]);

  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('button', { name: 'Add location' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(LABEL);
  await dialog.getByRole('textbox', { name: 'City' }).fill('Boston');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(dialog).toBeHidden();
  await expect(locations.getByRole('article', { name: `Location ${LABEL}` })).toContainText(
    'Boston',
  );
  expect((await api.company(id)).locations.map((l) => ({ label: l.label, city: l.city }))).toEqual([
    { label: LABEL, city: 'Boston' },
  ]);

  // The tag page, reached from the list and then loaded afresh from its own address.
  await page.goto('/tags');
  await page.getByRole('searchbox', { name: 'Filter tags' }).fill(TAG);
  await page.getByRole('link', { name: TAG }).click();
  await expect(page).toHaveURL('/tags/Sales%2FEMEA');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Tag “${TAG}”` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Companies' }).getByRole('rowheader'),
  ).toContainText([name]);
  await page.getByRole('region', { name: 'Companies' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/companies/${id}`);

  // Edit shows and writes the location by its label in the path.
  await locations.getByRole('button', { name: `Edit location ${LABEL}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit location “${LABEL}”` });
  await dialog.getByRole('textbox', { name: 'City' }).fill('Cambridge');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(dialog).toBeHidden();
  await expect(locations.getByRole('article', { name: `Location ${LABEL}` })).toContainText(
    'Cambridge',
  );
  expect((await api.company(id)).locations.map((l) => ({ label: l.label, city: l.city }))).toEqual([
    { label: LABEL, city: 'Cambridge' },
  ]);

  await locations.getByRole('button', { name: `Remove location ${LABEL}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this location?' })
    .getByRole('button', { name: 'Remove location' })
    .click();
  await expect(locations.getByText('No locations yet.')).toBeVisible();
  expect(await api.status(`/companies/${id}/locations/${encodeURIComponent(LABEL)}.xml`)).toBe(404);
  expect((await api.company(id)).locations).toEqual([]);

  await tags.getByRole('button', { name: `Remove tag ${TAG}` }).click();
  await expect.poll(async () => (await api.company(id)).tags.map((t) => t.name)).toEqual([]);
});
