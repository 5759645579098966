import { dueGroupOf, nextMonday } from '../src/components/todos/todoDates';
import { english } from '../src/components/messages.en';
import { seriousAxeViolations } from './axe';
import { expect, test, uniqueName } from './fixtures';
import { todosAssignedTo } from './todosApi';
import { dateInputOf } from './dateInputs';

/**
 * Issue 5's to-do journey: create with a due date, see it in its due-date group, flag, postpone,
 * complete, reassign to another user found through the all-users search, delete and undo; each
 * step read back through the API.
 */

// axe is injected as an inline script, which the console's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

/** The instant the service stores for a local date and time (the browser and this runner share the machine's time zone). */
function storedDue(date: string, time: string): string {
  return new Date(`${date}T${time}`).toISOString().replace('.000', '');
}

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
    planned.map((todo) => english[`due.${dueGroupOf(storedDue(todo.date, todo.time), today)}`]),
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
