import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/** Issue 4: the company page — inline edit, the conflict dialog, delete with undo, locations, tags, comments. */

test('adds, edits, makes primary and removes locations', async ({ page, serviceApi, request }) => {
  const api = new ContactsApi(request);
  const id = await serviceApi.createCompany(uniqueName('Places Co'));
  await page.goto(`/companies/${id}`);
  const locations = page.getByRole('region', { name: 'Locations' });
  await expect(locations.getByText('No locations yet.')).toBeVisible();

  await locations.getByRole('button', { name: 'Add location' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add location' });
  // The first location starts out primary.
  await expect(dialog.getByRole('checkbox', { name: 'Primary location' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Office');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Paris');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(dialog).toBeHidden();
  await expect(locations.getByRole('article', { name: 'Location Office' })).toContainText('Paris');

  await locations.getByRole('button', { name: 'Add location' }).click();
  dialog = page.getByRole('dialog', { name: 'Add location' });
  // A label the record already has is refused before anything is sent.
  await dialog.getByRole('textbox', { name: 'Label' }).fill('office');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(dialog.getByText('There is already a location labelled “office”')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Home');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+33 1 23 45 67 89');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(locations.getByRole('article', { name: 'Location Home' })).toContainText(
    '+33 1 23 45 67 89',
  );

  await locations.getByRole('button', { name: 'Make primary location Home' }).click();
  await expect(
    locations.getByRole('button', { name: 'Make primary location Office' }),
  ).toBeVisible();

  await locations.getByRole('button', { name: 'Edit location Office' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit location “Office”' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill('HQ');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Lyon');
  await dialog.getByRole('button', { name: 'Save location' }).click();
  await expect(locations.getByRole('article', { name: 'Location HQ' })).toContainText('Lyon');

  await locations.getByRole('button', { name: 'Remove location Home' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this location?' })
    .getByRole('button', { name: 'Remove location' })
    .click();
  await expect(locations.getByRole('article', { name: 'Location Home' })).toHaveCount(0);

  const saved = await api.company(id);
  expect(
    saved.locations.map((l) => ({ label: l.label, city: l.city, primary: l.primary })),
  ).toEqual([{ label: 'HQ', city: 'Lyon', primary: false }]);
});

test('adds several tags at once, removes one, and comments are added, edited and deleted', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const id = await serviceApi.createCompany(uniqueName('Tags Co'));
  const mark = Date.now().toString(36);
  await page.goto(`/companies/${id}`);
  const tags = page.getByRole('region', { name: 'Tags', exact: true });
  // The input opens on request (a record page's side column keeps it closed).
  await tags.getByRole('button', { name: 'Add tag', exact: true }).click();
  const input = tags.getByLabel('Add tags');
  await input.fill(`alpha-${mark}`);
  await input.press('Enter');
  await input.fill(`beta ${mark}`);
  await input.press('Enter');
  await input.fill(`gamma-${mark}`);
  await tags.getByRole('button', { name: 'Add tags' }).click();
  const list = tags.getByRole('list', { name: 'Tags' });
  await expect(list.getByRole('listitem')).toHaveText([
    `alpha-${mark}`,
    `beta ${mark}`,
    `gamma-${mark}`,
  ]);
  expect((await api.company(id)).tags.map((t) => t.name).sort()).toEqual([
    `alpha-${mark}`,
    `beta ${mark}`,
    `gamma-${mark}`,
  ]);

  await tags.getByRole('button', { name: `Remove tag beta ${mark}` }).click();
  await expect(list.getByRole('listitem')).toHaveText([`alpha-${mark}`, `gamma-${mark}`]);
  await expect
    .poll(async () => (await api.company(id)).tags.map((t) => t.name).sort())
    .toEqual([`alpha-${mark}`, `gamma-${mark}`]);

  // The record's feed: its composer, and each comment with Edit and Delete.
  const comments = page.getByRole('region', { name: /^Activity on / });
  await comments.getByRole('textbox', { name: 'Write a comment' }).fill('Called them today');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const item = comments.getByRole('article', { name: /^Comment by/ });
  await expect(item).toContainText('Called them today');
  await item.getByRole('button', { name: 'Edit comment' }).click();
  await item.getByRole('textbox', { name: 'Edit comment' }).fill('Called them twice');
  await item.getByRole('button', { name: 'Save comment' }).click();
  await expect(item).toContainText('Called them twice');
  expect((await api.company(id)).megaComments.map((c) => c.comment)).toEqual(['Called them twice']);

  await item.getByRole('button', { name: 'Delete comment' }).click();
  await item.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(item).toHaveCount(0);
  expect((await api.company(id)).megaComments).toEqual([]);
});
