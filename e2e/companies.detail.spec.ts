import { ContactsApi } from './contactsApi';
import { expect, test, uniqueName } from './fixtures';

/** Issue 4: the company page — inline edit, the conflict dialog, delete with undo, locations, tags, comments. */

test('edits name and notes in place and the API has them', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Edit Co');
  const id = await serviceApi.createCompany(name, 'Old notes');
  await page.goto(`/companies/${id}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('form', { name: `Edit company “${name}”` });
  await form.getByRole('textbox', { name: 'Name' }).fill(`${name} Renamed`);
  await form.getByRole('textbox', { name: 'Notes' }).fill('New notes\nsecond line');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' }).getByText('second line')).toBeVisible();
  const saved = await api.company(id);
  expect({ name: saved.name, notes: saved.notes }).toEqual({
    name: `${name} Renamed`,
    notes: 'New notes\nsecond line',
  });
});

test('a concurrent edit of the same field shows both versions; keeping mine keeps their other change, discarding keeps theirs', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Conflict Co');
  const id = await serviceApi.createCompany(name, 'Original notes');
  await page.goto(`/companies/${id}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('form', { name: /^Edit company/ });
  await form.getByRole('textbox', { name: 'Name' }).fill(`${name} Mine`);
  // Someone else saves between load and save, changing the name too, and the notes.
  await api.put(
    `/companies/${id}.xml`,
    `<company><name>${name} First</name><notes>Their notes</notes></company>`,
  );
  await form.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'This record changed while you were editing' });
  const versions = dialog.getByRole('table', { name: 'Your version and the current version' });
  await expect(versions.getByRole('row', { name: /^Name/ })).toContainText('Both changed: choose');
  await expect(versions.getByRole('row', { name: /^Name/ })).toContainText(`${name} Mine`);
  await expect(versions.getByRole('row', { name: /^Name/ })).toContainText(`${name} First`);
  await expect(versions.getByRole('row', { name: /^Notes/ })).toContainText('Changed by them');
  await expect(versions.getByRole('row', { name: /^Notes/ })).toContainText('Their notes');
  // Nothing was overwritten yet.
  expect((await api.company(id)).name).toBe(`${name} First`);

  await dialog.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Mine` })).toBeVisible();
  const kept = await api.company(id);
  expect({ name: kept.name, notes: kept.notes }).toEqual({
    name: `${name} Mine`,
    notes: 'Their notes',
  });

  // Second round: this time the user keeps the other version.
  await page.getByRole('button', { name: 'Edit company' }).click();
  await form.getByRole('textbox', { name: 'Notes' }).fill('My second notes');
  await api.put(
    `/companies/${id}.xml`,
    `<company><name>${name} Theirs</name><notes>Their second notes</notes></company>`,
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Discard mine, keep current' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Theirs` })).toBeVisible();
  const theirs = await api.company(id);
  expect({ name: theirs.name, notes: theirs.notes }).toEqual({
    name: `${name} Theirs`,
    notes: 'Their second notes',
  });
});

test('a change to another field, or the user’s own tag added while editing, saves without a conflict', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Merge Co');
  const tag = `while-editing-${name.split(' ').pop() ?? ''}`;
  const id = await serviceApi.createCompany(name, 'Original notes');
  await page.goto(`/companies/${id}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('form', { name: /^Edit company/ });
  await form.getByRole('textbox', { name: 'Name' }).fill(`${name} Mine`);
  // The same user tags the company further down the page, and someone else changes the notes.
  const tags = page.getByRole('region', { name: 'Tags', exact: true });
  await tags.getByRole('button', { name: 'Add tag', exact: true }).click();
  await tags.getByLabel('Add tags').fill(tag);
  await tags.getByRole('button', { name: 'Add tags' }).click();
  await expect(tags.getByRole('list', { name: 'Tags' })).toContainText(tag);
  await api.put(`/companies/${id}.xml`, '<company><notes>Their notes</notes></company>');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `${name} Mine` })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  const saved = await api.company(id);
  expect({ name: saved.name, notes: saved.notes, tags: saved.tags.map((t) => t.name) }).toEqual({
    name: `${name} Mine`,
    notes: 'Their notes',
    tags: [tag],
  });
});

test('delete with undo brings the company back as a new record with its locations, tags, comments, employees and communications', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Undo Co');
  const tag = `kept-${name.split(' ').pop() ?? ''}`;
  const id = await serviceApi.createCompany(name, 'Keep these notes');
  await api.post(
    `/companies/${id}/locations.xml`,
    '<location><label>Office</label><primary>true</primary><city>Lyon</city><email>o@undo.example</email></location>',
  );
  await serviceApi.addTag('companies', id, tag);
  await api.post(
    `/companies/${id}/comments.xml`,
    '<comment><comment>First call went well</comment></comment>',
  );
  const employees = [
    await serviceApi.create(
      'people',
      `<person><first_name>Ada</first_name><last_name>Staff</last_name><company_id>${id}</company_id></person>`,
    ),
    await serviceApi.create(
      'people',
      `<person><first_name>Bob</first_name><last_name>Staff</last_name><company_id>${id}</company_id></person>`,
    ),
  ];
  const memo = await serviceApi.create(
    'communications',
    '<communication><subject>Undo memo</subject><ctype>email</ctype></communication>',
  );
  await serviceApi.addParticipant(memo, employees[0]!, 'from');
  await serviceApi.addParticipant(memo, id, 'cc');
  // SQLite hands the highest id out again once that row is gone: a later company keeps the
  // restored copy's id visibly different from the deleted one.
  await serviceApi.createCompany(uniqueName('Undo Neighbour'));

  await page.goto(`/companies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete company' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  expect(await api.status(`/companies/${id}.xml`)).toBe(404);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText(/It is a new record with id \d+/)).toBeVisible({ timeout: 15_000 });
  const newId = Number(
    (await page.getByText(/It is a new record with id \d+/).textContent())?.match(/\d+/)?.[0],
  );
  expect(newId).not.toBe(id);
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(`/companies/${newId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'People (2)' }).getByRole('listitem')).toHaveText([
    'Ada Staff',
    'Bob Staff',
  ]);

  expect((await api.employees(newId)).map((p) => p.id)).toEqual(employees);
  const participants = (await api.participants(memo)).map((p) => [p.contactId, p.role]);
  expect(participants).toHaveLength(2);
  expect(participants).toEqual(
    expect.arrayContaining([
      [employees[0], 'from'],
      [newId, 'cc'],
    ]),
  );
  const restored = await api.company(newId);
  expect({
    name: restored.name,
    notes: restored.notes,
    tags: restored.tags.map((t) => t.name),
    locations: restored.locations.map((l) => ({
      label: l.label,
      primary: l.primary,
      city: l.city,
      email: l.email,
    })),
    comments: restored.megaComments.map((c) => c.comment),
  }).toEqual({
    name,
    notes: 'Keep these notes',
    tags: [tag],
    locations: [{ label: 'Office', primary: true, city: 'Lyon', email: 'o@undo.example' }],
    comments: ['First call went well'],
  });
});

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

test('the keyboard alone edits the company, tags it and adds a location', async ({
  page,
  serviceApi,
  request,
}) => {
  const api = new ContactsApi(request);
  const name = uniqueName('Keys Co');
  const tag = `keys-${name.split(' ').pop() ?? ''}`;
  const id = await serviceApi.createCompany(name);
  await page.goto(`/companies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  /** Presses Tab until the focused element has this accessible label (text or aria-label); fails after 60 stops. */
  const tabTo = async (label: string) => {
    for (let stop = 0; stop < 60; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (el === null) return '';
        const labelled = el.id === '' ? null : document.querySelector(`label[for="${el.id}"]`);
        return (
          el.getAttribute('aria-label') ??
          labelled?.textContent ??
          el.textContent ??
          ''
        ).trim();
      });
      if (focused === label) return;
    }
    throw new Error(`Tab never reached “${label}”`);
  };

  await tabTo('Edit company');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Keyed');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${name} Keyed` })).toBeVisible();

  await tabTo('Add tag');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Add tags' })).toBeFocused();
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Tags', exact: true }).getByRole('list', { name: 'Tags' }),
  ).toContainText(tag);

  await tabTo('Add location');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Label' })).toBeFocused();
  await page.keyboard.type('Desk');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Location Desk' })).toBeVisible();

  const saved = await api.company(id);
  expect({
    name: saved.name,
    tags: saved.tags.map((t) => t.name),
    locations: saved.locations.map((l) => l.label),
  }).toEqual({
    name: `${name} Keyed`,
    tags: [tag],
    locations: ['Desk'],
  });
});
