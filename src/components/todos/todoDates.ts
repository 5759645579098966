import type { Todo } from '#xml/todo';

/**
 * Due-date arithmetic in the reader's local time: "today" and "this week" are the user's days,
 * while the API stores UTC instants.
 */

export type DueGroupKey = 'overdue' | 'today' | 'tomorrow' | 'thisWeek' | 'later' | 'noDate';

const GROUP_ORDER: readonly DueGroupKey[] = [
  'overdue',
  'today',
  'tomorrow',
  'thisWeek',
  'later',
  'noDate',
];

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
}

/** The Monday after `now` (weeks run Monday to Sunday). */
export function nextMonday(now: Date): Date {
  const daysUntilMonday = (8 - now.getDay()) % 7 || 7;
  return addDays(startOfDay(now), daysUntilMonday);
}

export function dueGroupOf(dueDate: string | null, now: Date): DueGroupKey {
  if (dueDate === null) return 'noDate';
  const due = Date.parse(dueDate);
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  if (due < today.getTime()) return 'overdue';
  if (due < tomorrow.getTime()) return 'today';
  if (due < addDays(today, 2).getTime()) return 'tomorrow';
  if (due < nextMonday(now).getTime()) return 'thisWeek';
  return 'later';
}

/** A group's key names it: its heading is the catalogue's `due.<key>` (src/components/messages). */
export interface TodoGroup {
  key: DueGroupKey;
  todos: Todo[];
}

/**
 * Open to-dos by due date, soonest first; completed ones apart, newest first. A to-do in
 * `lingering` (just completed) stays in its due-date group for a moment so it does not jump away
 * under the pointer.
 */
export function groupTodos(
  todos: readonly Todo[],
  now: Date,
  lingering: ReadonlySet<number> = new Set(),
): { groups: TodoGroup[]; completed: Todo[] } {
  const byGroup = new Map<DueGroupKey, Todo[]>();
  const completed: Todo[] = [];
  for (const todo of todos) {
    if (todo.complete && !lingering.has(todo.id)) {
      completed.push(todo);
      continue;
    }
    const key = dueGroupOf(todo.dueDate, now);
    byGroup.set(key, [...(byGroup.get(key) ?? []), todo]);
  }
  const due = (todo: Todo) =>
    todo.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(todo.dueDate);
  const groups = GROUP_ORDER.filter((key) => byGroup.has(key)).map((key) => ({
    key,
    todos: [...byGroup.get(key)!].sort((a, b) => due(a) - due(b) || a.id - b.id),
  }));
  completed.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  return { groups, completed };
}
