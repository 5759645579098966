import type { Todo } from '../../api/xml/todo';

/**
 * Due-date arithmetic in the reader's local time: "today" and "this week" are the user's days,
 * while the API stores UTC instants.
 */

export type DueGroupKey = 'overdue' | 'today' | 'tomorrow' | 'thisWeek' | 'later' | 'noDate';

export const DUE_GROUP_LABELS: Readonly<Record<DueGroupKey, string>> = {
  overdue: 'Overdue',
  today: 'Today',
  tomorrow: 'Tomorrow',
  thisWeek: 'This week',
  later: 'Later',
  noDate: 'No due date',
};

const GROUP_ORDER: readonly DueGroupKey[] = ['overdue', 'today', 'tomorrow', 'thisWeek', 'later', 'noDate'];

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds());
}

/** The Monday after `now` (weeks run Monday to Sunday). */
export function nextMonday(now: Date): Date {
  const daysUntilMonday = ((8 - now.getDay()) % 7) || 7;
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

export interface TodoGroup {
  key: DueGroupKey;
  label: string;
  todos: Todo[];
}

/**
 * Open to-dos by due date, soonest first; completed ones apart, newest first. A to-do in
 * `lingering` (just completed) stays in its due-date group for a moment so it does not jump away
 * under the pointer.
 */
export function groupTodos(todos: readonly Todo[], now: Date, lingering: ReadonlySet<number> = new Set()): { groups: TodoGroup[]; completed: Todo[] } {
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
  const due = (todo: Todo) => (todo.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(todo.dueDate));
  const groups = GROUP_ORDER.filter((key) => byGroup.has(key)).map((key) => ({
    key,
    label: DUE_GROUP_LABELS[key],
    todos: [...byGroup.get(key)!].sort((a, b) => due(a) - due(b) || a.id - b.id),
  }));
  completed.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  return { groups, completed };
}

/** The time of day a postponed to-do keeps: its own, or 9:00 when it had no due date. */
function withTimeOf(day: Date, dueDate: string | null): Date {
  const time = dueDate === null ? new Date(2000, 0, 1, 9, 0) : new Date(dueDate);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes());
}

export function postponeToTomorrow(dueDate: string | null, now: Date): string {
  return withTimeOf(addDays(startOfDay(now), 1), dueDate).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function postponeToNextWeek(dueDate: string | null, now: Date): string {
  return withTimeOf(nextMonday(now), dueDate).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `<input type="date">` and `<input type="time">` values (local) ↔ ISO UTC. */
export function toLocalInputs(iso: string | null): { date: string; time: string } {
  if (iso === null) return { date: '', time: '' };
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** null when no date is given; a date without a time means 9:00 that day. */
export function fromLocalInputs(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day === null) return null;
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  const local = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), clock === null ? 9 : Number(clock[1]), clock === null ? 0 : Number(clock[2]));
  return local.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
