import { addDays, nextMonday, startOfDay } from './todoDates';

/**
 * One-click postponing never moves a to-do earlier: it counts from its due day, or from today when
 * that day has passed (or there is none), and keeps the time of day. The kind says which of the two
 * happened, so the button can say exactly where the to-do goes.
 */

/** `tomorrow`: the due day was today or before; `dayLater`: one day after a future due day. */
export type DayPostponeKind = 'tomorrow' | 'dayLater';
/** `nextWeek`: the Monday of next week; `mondayAfter`: the Monday after a due day in a later week. */
export type WeekPostponeKind = 'nextWeek' | 'mondayAfter';

export interface Postponement<Kind> {
  kind: Kind;
  /** The new due date, ISO UTC. */
  dueDate: string;
}

/** The due day, or today when the due day has passed or there is none (local days). */
function countingFrom(dueDate: string | null, now: Date): Date {
  const today = startOfDay(now);
  if (dueDate === null) return today;
  const dueDay = startOfDay(new Date(dueDate));
  return dueDay > today ? dueDay : today;
}

/** The time of day a postponed to-do keeps: its own, or 9:00 when it had no due date. */
function withTimeOf(day: Date, dueDate: string | null): string {
  const time = dueDate === null ? new Date(2000, 0, 1, 9, 0) : new Date(dueDate);
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    time.getHours(),
    time.getMinutes(),
  )
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

export function postponeByDay(dueDate: string | null, now: Date): Postponement<DayPostponeKind> {
  const from = countingFrom(dueDate, now);
  return {
    kind: from > startOfDay(now) ? 'dayLater' : 'tomorrow',
    dueDate: withTimeOf(addDays(from, 1), dueDate),
  };
}

export function postponeByWeek(dueDate: string | null, now: Date): Postponement<WeekPostponeKind> {
  const monday = nextMonday(countingFrom(dueDate, now));
  return {
    kind: monday.getTime() === nextMonday(now).getTime() ? 'nextWeek' : 'mondayAfter',
    dueDate: withTimeOf(monday, dueDate),
  };
}
