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
  // The input closes once the save is answered, and hands the focus back to its button.
  await expect(page.getByRole('button', { name: 'Add tag', exact: true })).toBeFocused();

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
