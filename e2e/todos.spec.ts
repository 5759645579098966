import type { APIRequestContext } from '@playwright/test';
import { decodeTodo, decodeTodoList, type Todo } from '#xml/todo';
import { parseXml } from '#xml/tree';
import { escapeXml } from '#xml/writer';
import { DUE_GROUP_LABELS, dueGroupOf, nextMonday } from '../src/components/todos/todoDates';
import { seriousAxeViolations } from './axe';
import { basicAuth, expect, test, uniqueName } from './fixtures';
import { createUser } from './adminUsers';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/**
 * Issue 5's to-do journey: create with a due date, see it in its due-date group, flag, postpone,
 * complete, reassign to another user found through the all-users search, delete and undo; each
 * step read back through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

async function todosAssignedTo(request: APIRequestContext, email: string): Promise<Todo[]> {
  const response = await request.get(`${SERVICE_URL}/todos.xml`, {
    params: { assigned_to: email },
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
  return decodeTodoList(parseXml(await response.text()));
}

/** The to-do as the service shows it (`GET /service/todos/{id}.xml`). */
async function todoById(request: APIRequestContext, id: number): Promise<Todo> {
  const response = await request.get(`${SERVICE_URL}/todos/${id}.xml`, {
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
  return decodeTodo(parseXml(await response.text()));
}

function localDate(daysFromToday: number): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  return dateInputOf(d);
}

/** A local day as `<input type="date">` takes it. */
function dateInputOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The instant the service stores for a local date and time (the browser and this runner share the machine's time zone). */
function storedDue(date: string, time: string): string {
  return new Date(`${date}T${time}`).toISOString().replace('.000', '');
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

test('to-dos in every due-date group, postponed a day and a week from their own due dates', async ({
  page,
  request,
  serviceApi,
}) => {
  test.setTimeout(120_000);
  const me = await serviceApi.currentUser();
  const stamp = uniqueName('batch').replace(/\s+/g, '-');
  // The browser's clock says it is Wednesday noon: "This week" (after tomorrow, before next
  // Monday) is empty on any real Saturday or Sunday, and every group should have a to-do to show.
  const today = new Date();
  today.setDate(today.getDate() + ((3 - today.getDay() + 7) % 7));
  today.setHours(12, 0, 0, 0);
  await page.clock.setFixedTime(today);
  const day = (offset: number) => {
    const d = new Date(today);
    d.setDate(d.getDate() + offset);
    return dateInputOf(d);
  };
  const planned = [
    { section: 'Overdue', title: `Overdue ${stamp}`, date: day(-3), time: '08:15' },
    { section: 'Today', title: `Today ${stamp}`, date: day(0), time: '17:00' },
    { section: 'Tomorrow', title: `Tomorrow ${stamp}`, date: day(1), time: '16:30' },
    { section: 'This week', title: `This week ${stamp}`, date: day(2), time: '12:00' },
    { section: 'Later', title: `Later ${stamp}`, date: day(14), time: '09:45' },
  ];
  // The groups as the console defines them, from the same clock.
  expect(
    planned.map((todo) => DUE_GROUP_LABELS[dueGroupOf(storedDue(todo.date, todo.time), today)]),
  ).toEqual(planned.map((todo) => todo.section));

  await page.goto('/todos');
  for (const todo of planned) {
    await page.getByRole('button', { name: 'New to-do' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New to-do' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(todo.title);
    await dialog.getByLabel('Due date').fill(todo.date);
    await dialog.getByLabel('Due time', { exact: false }).fill(todo.time);
    await dialog.getByRole('button', { name: 'Create to-do' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
  }

  // Each in its own section, alone of this batch; the sections in due order.
  for (const todo of planned) {
    const section = page.getByRole('region', { name: todo.section });
    await expect(section.getByRole('listitem', { name: todo.title })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(1);
  }
  const wanted = planned.map((todo) => todo.section);
  expect(
    (await page.getByRole('heading', { level: 2 }).allTextContents()).filter((heading) =>
      wanted.includes(heading),
    ),
  ).toEqual(wanted);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const mine = async () =>
    Object.fromEntries(
      (await todosAssignedTo(request, me.email))
        .filter((t) => t.title.endsWith(stamp))
        .map((t) => [t.title, t.dueDate]),
    );
  const asEntered = Object.fromEntries(
    planned.map((todo) => [todo.title, storedDue(todo.date, todo.time)]),
  );
  expect(await mine()).toEqual(asEntered);

  // Postponing counts from the due date when it lies ahead: the day after tomorrow, not tomorrow again…
  const inSection = (section: string) => planned.find((todo) => todo.section === section)!;
  const [overdue, tomorrow, later] = [
    inSection('Overdue'),
    inSection('Tomorrow'),
    inSection('Later'),
  ];
  await page.getByRole('button', { name: `Postpone “${tomorrow.title}” a day later` }).click();
  await expect(
    page.getByRole('region', { name: 'This week' }).getByRole('listitem', { name: tomorrow.title }),
  ).toBeVisible();
  // …and the Monday after a due date two weeks ahead, not next week's Monday…
  await page
    .getByRole('button', { name: `Postpone “${later.title}” to the Monday after its due date` })
    .click();
  const mondayAfter = dateInputOf(nextMonday(new Date(`${later.date}T12:00`)));
  // …while an overdue one goes to tomorrow.
  await page.getByRole('button', { name: `Postpone “${overdue.title}” to tomorrow` }).click();
  await expect(
    page.getByRole('region', { name: 'Tomorrow' }).getByRole('listitem', { name: overdue.title }),
  ).toBeVisible();

  await expect.poll(mine).toEqual({
    ...asEntered,
    [tomorrow.title]: storedDue(day(2), tomorrow.time),
    [later.title]: storedDue(mondayAfter, later.time),
    [overdue.title]: storedDue(day(1), overdue.time),
  });
});
