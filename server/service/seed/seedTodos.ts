import { seedWritten, type SeedContext, type SeededPerson } from './seedContext';
import { daysFrom } from './seedTime';

const TODO_COUNT = 30;

const TITLES: readonly ((p: SeededPerson) => string)[] = [
  (p) => `Call ${p.firstName} about the renewal`,
  (p) => `Send the quote to ${p.company.name}`,
  (p) => `Prepare the demo for ${p.company.name}`,
  (p) => `Follow up with ${p.firstName} ${p.lastName} on the open invoice`,
  (p) => `Book an on-site visit at ${p.company.name}`,
  () => 'Review the contract draft',
  (p) => `Schedule training for the ${p.company.name} team`,
  (p) => `Ask ${p.firstName} for a reference call`,
];

const DESCRIPTIONS: readonly string[] = [
  '',
  'Check the notes of the last call first.',
  'Bring the updated price list.',
  'They asked for two alternative dates.',
];

/**
 * When a to-do is due, spread so the lists have something in every group: overdue, due today,
 * later, and without a due date. "Today" is late enough in the UTC day that it is not already over.
 */
function dueDateFor(ctx: SeedContext, index: number): string | null {
  const { now, random } = ctx;
  switch (index % 5) {
    case 0:
      return daysFrom(now, -random.int(1, 10), random.int(9, 17));
    case 1:
      return now.getUTCHours() < 16 ? daysFrom(now, 0, 17) : daysFrom(now, 0, 23, 30);
    case 2:
    case 3:
      return daysFrom(now, random.int(1, 21), random.int(9, 17));
    default:
      return null;
  }
}

/** To-dos assigned to and by different users, some flagged, some complete, with participants. */
export async function seedTodos(ctx: SeedContext): Promise<void> {
  const { random, store, users } = ctx;
  for (let index = 0; index < TODO_COUNT; index++) {
    const person = random.pick(ctx.people);
    const participantIds = [person.id];
    if (index % 3 === 0) participantIds.push(person.company.id);
    const assigner = users[(index + 1) % users.length]!;
    const result = await store.todos.createTodo(assigner.scope, {
      title: random.pick(TITLES)(person),
      description: random.pick(DESCRIPTIONS),
      dueDate: dueDateFor(ctx, index),
      flagged: index % 5 === 1 || index % 7 === 0,
      complete: index % 6 === 3 || index % 10 === 5,
      assignedToId: users[index % users.length]!.id,
      participantIds,
    });
    const { id } = seedWritten(result, `to-do ${index + 1}`);
    ctx.todos.push({ id, companyId: person.company.id });
  }
}
