import type { APIRequestContext } from '@playwright/test';
import { decodeTodo, type Todo } from '#xml/todo';
import { parseXml } from '#xml/tree';
import { escapeXml } from '#xml/writer';
import { seriousAxeViolations } from './axe';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';
import { todosAssignedTo } from './todosApi';

/**
 * Issue 5's to-do journey: create with a due date, see it in its due-date group, flag, postpone,
 * complete, reassign to another user found through the all-users search, delete and undo; each
 * step read back through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** The to-do as the service shows it (`GET /service/todos/{id}.xml`). */
async function todoById(request: APIRequestContext, id: number): Promise<Todo> {
  const response = await request.get(`${SERVICE_URL}/todos/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
  return decodeTodo(parseXml(await response.text()));
}

test('a to-do related to a person and a company: chosen in the dialog, one removed on edit, listed on the person’s page', async ({
  page,
  request,
  serviceApi,
}) => {
  test.setTimeout(90_000);
  const me = await serviceApi.currentUser();
  const first = uniqueName('Ada');
  const personName = `${first} Lovelace`;
  const personId = await serviceApi.create(
    'people',
    `<person><first_name>${escapeXml(first)}</first_name><last_name>Lovelace</last_name></person>`,
  );
  const companyName = uniqueName('Analytical Engines');
  const companyId = await serviceApi.createCompany(companyName);
  const title = uniqueName('Print the tables');

  await page.goto('/todos');
  await page.getByRole('button', { name: 'New to-do' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New to-do' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  const related = dialog.getByRole('group', { name: 'Related contacts' });
  await related.getByRole('combobox', { name: 'Add a' }).selectOption('Person');
  await related.getByRole('combobox', { name: 'Find a person' }).fill(first);
  await page.getByRole('option', { name: personName }).click();
  await related.getByRole('combobox', { name: 'Add a' }).selectOption('Company');
  // By keyboard this time: Enter picks the highlighted answer (and does not submit the dialog).
  await related.getByRole('combobox', { name: 'Find a company' }).fill(companyName);
  await expect(
    page.getByRole('listbox', { name: 'Find a company' }).getByRole('option'),
  ).toHaveText([companyName]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(related.getByRole('button', { name: `Remove ${personName}` })).toBeVisible();
  await expect(related.getByRole('button', { name: `Remove ${companyName}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create to-do' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  const [created] = (await todosAssignedTo(request, me.email)).filter((t) => t.title === title);
  expect((await todoById(request, created!.id)).participantIds).toEqual([personId, companyId]);
  // The list names them, linking to their pages.
  const item = page.getByRole('listitem', { name: title });
  await expect(item.getByRole('link', { name: companyName })).toHaveAttribute(
    'href',
    `/companies/${companyId}`,
  );
  await expect(item.getByRole('link', { name: personName })).toHaveAttribute(
    'href',
    `/people/${personId}`,
  );
  await expect(item).toContainText(`with ${personName}, ${companyName}`);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await item.getByRole('button', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${title}”` });
  await edit.getByRole('button', { name: `Remove ${companyName}` }).click();
  await expect(edit.getByRole('button', { name: `Remove ${companyName}` })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save to-do' }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  expect((await todoById(request, created!.id)).participantIds).toEqual([personId]);
  await expect(item.getByRole('link', { name: companyName })).toHaveCount(0);

  await item.getByRole('link', { name: personName }).click();
  await expect(page).toHaveURL(`/people/${personId}`);
  // An open to-do is in the feed's "Planned" list of the person's page.
  await expect(page.getByRole('list', { name: 'Planned' }).getByText(title)).toBeVisible({
    timeout: 15_000,
  });
});
