import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

/**
 * Issue 29: typed input is never lost without a word. Each of the four ways it used to be lost:
 * a reload while editing, a click on another screen in the sidebar, an unsent comment, and Esc
 * or a click outside the Add location dialog.
 */

// Each journey loads a record page twice or more, on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

const question = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });
const sidebarLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: new RegExp(`^${name}`) });

async function editNotes(page: Page, text: string) {
  await page.getByRole('button', { name: 'Edit company' }).click();
  const notes = page.getByRole('form', { name: /^Edit company/ }).getByRole('textbox', {
    name: 'Notes',
  });
  await notes.fill(text);
  return notes;
}

test('a reload while editing a company’s notes gets the browser’s leave-page question', async ({
  page,
  serviceApi,
}) => {
  const id = await serviceApi.createCompany(uniqueName('Reload Co'), 'Old notes');
  await page.goto(`/companies/${id}`);
  const notes = await editNotes(page, 'Half-written notes');

  const asked = page.waitForEvent('dialog');
  // Staying on the page cancels the reload, so the reload itself never finishes.
  const reloading = page.reload({ timeout: 5_000 }).catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await reloading;
  await expect(notes).toHaveValue('Half-written notes');
});

test('another screen in the sidebar asks first while notes are unsaved, and leaves only on Discard', async ({
  page,
  serviceApi,
}) => {
  const id = await serviceApi.createCompany(uniqueName('Sidebar Co'), 'Old notes');
  await page.goto(`/companies/${id}`);
  const notes = await editNotes(page, 'Unsaved thought');

  await sidebarLink(page, 'People').click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(question(page)).toBeHidden();
  // The focus goes back to the link that asked to leave (the dialog loads on demand).
  await expect(sidebarLink(page, 'People')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}$`));
  await expect(notes).toHaveValue('Unsaved thought');

  await sidebarLink(page, 'People').click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/people$/);
});

test('an unsent comment is kept as a draft and is there again on coming back, until sent', async ({
  page,
  serviceApi,
}) => {
  const id = await serviceApi.createCompany(uniqueName('Draft Co'));
  await page.goto(`/companies/${id}`);
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Call them on Monday');

  // Kept, so nothing is lost by leaving: no question.
  await sidebarLink(page, 'People').click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(question(page)).toBeHidden();

  await page.goto(`/companies/${id}`);
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toHaveValue('Call them on Monday');
  await page.reload();
  await expect(box).toHaveValue('Call them on Monday');

  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('article', { name: /^Comment by/ })).toContainText(
    'Call them on Monday',
  );
  await expect(box).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('article', { name: /^Comment by/ })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('Esc and a click outside the Add location dialog ask before dropping its fields', async ({
  page,
  serviceApi,
}) => {
  const id = await serviceApi.createCompany(uniqueName('Location Co'));
  await page.goto(`/companies/${id}`);
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByRole('textbox', { name: 'City' }).fill('Lyon');

  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(question(page)).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');

  // The top left corner is outside the dialog, on its backdrop.
  await page.mouse.click(5, 5);
  await expect(question(page)).toBeVisible();
  await expect(dialog).toBeVisible();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(question(page)).toBeHidden();
});
