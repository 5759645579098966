import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';
import { createUser } from './adminUsers';
import { todosAssignedTo } from './todosApi';
import { dateInputOf } from './dateInputs';

/**
 * Issue 5's to-do journey: create with a due date, see it in its due-date group, flag, postpone,
 * complete, reassign to another user found through the all-users search, delete and undo; each
 * step read back through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

function localDate(daysFromToday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  return dateInputOf(d);
}

test('a to-do from creation to deletion, with due-date groups and an assignee', async ({
  page,
  request,
  serviceApi,
}) => {
  // A long journey on a shared two-core machine.
  test.setTimeout(90_000);
  const me = await serviceApi.currentUser();
  const other = {
    name: uniqueName('Robin'),
    email: `robin-${Date.now().toString(36)}@example.com`,
  };
  createUser(other.name, other.email);
  const title = uniqueName('Send the proposal');

  await page.goto('/todos');
  await expect(page.getByRole('heading', { level: 1, name: 'My to-dos' })).toBeVisible();
  await page.getByRole('button', { name: 'New to-do' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New to-do' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('With the price list');
  await dialog.getByLabel('Due date').fill(localDate(-1));
  await dialog.getByLabel('Due time', { exact: false }).fill('10:30');
  await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: me.name }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create to-do' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // Due yesterday: in the highlighted Overdue group.
  const overdue = page.getByRole('region', { name: 'Overdue' });
  await expect(overdue.getByRole('listitem', { name: title })).toBeVisible();
  const [stored] = (await todosAssignedTo(request, me.email)).filter((t) => t.title === title);
  expect(stored).toMatchObject({
    description: 'With the price list',
    assignedTo: me.name,
    flagged: false,
    complete: false,
  });
  expect(new Date(stored!.dueDate!).getHours()).toBe(10);

  await page.getByRole('button', { name: `Flag “${title}”` }).click();
  await expect(page.getByRole('button', { name: `Flag “${title}”` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: `Postpone “${title}” to tomorrow` }).click();
  await expect(
    page.getByRole('region', { name: 'Tomorrow' }).getByRole('listitem', { name: title }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await todosAssignedTo(request, me.email))
        .find((t) => t.title === title)
        ?.dueDate?.slice(0, 10),
    )
    .toBe(new Date(`${localDate(1)}T10:30`).toISOString().slice(0, 10));
  expect((await todosAssignedTo(request, me.email)).find((t) => t.title === title)?.flagged).toBe(
    true,
  );

  await page.getByRole('checkbox', { name: `Mark “${title}” done` }).click();
  // It stays where it was for a moment, then joins the completed ones.
  await expect(
    page
      .getByRole('region', { name: 'Tomorrow' })
      .getByRole('checkbox', { name: `Mark “${title}” not done` }),
  ).toBeChecked();
  await expect(page.getByRole('region', { name: 'Completed' })).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(
      async () =>
        (await todosAssignedTo(request, me.email)).find((t) => t.title === title)?.complete,
    )
    .toBe(true);

  // Reassign to the other user: it leaves "Mine" and is found by the all-users search.
  await page
    .getByRole('region', { name: 'Completed' })
    .getByRole('button', { name: 'Show' })
    .click();
  await page.getByRole('button', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${title}”` });
  await edit.getByRole('checkbox', { name: 'Done' }).uncheck();
  await edit.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: other.name }).click();
  await edit.getByRole('button', { name: 'Save to-do' }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
  // It left "Mine": the notification says whose it is now.
  await expect(
    page.getByText(`“${title}” is assigned to ${other.name}; see it under All users.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show under All users' })).toBeVisible();

  await page.getByText('All users', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All to-dos' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Assigned user' })).toBeChecked();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: other.name }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === other.email);
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toContainText(`Assigned to ${other.name}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const reassigned = (await todosAssignedTo(request, other.email)).find((t) => t.title === title);
  expect(reassigned).toMatchObject({ assignedTo: other.name, complete: false, flagged: true });

  // Delete, then undo: it comes back (as a new record) with its fields.
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
  expect((await todosAssignedTo(request, other.email)).filter((t) => t.title === title)).toEqual(
    [],
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  const restored = (await todosAssignedTo(request, other.email)).filter((t) => t.title === title);
  expect(
    restored.map((t) => ({
      assignedTo: t.assignedTo,
      flagged: t.flagged,
      description: t.description,
      due: t.dueDate,
    })),
  ).toEqual([
    {
      assignedTo: other.name,
      flagged: true,
      description: 'With the price list',
      due: reassigned!.dueDate,
    },
  ]);
});
