import { describe, expect, it } from 'vitest';
import { postponeByDay, postponeByWeek } from './postpone';

// Saturday 21 November 2026, 16:00 local time (the reviewer's case: a to-do due on Tuesday).
const SATURDAY = new Date(2026, 10, 21, 16, 0);
// Wednesday 18 November 2026, 14:30 local time.
const WEDNESDAY = new Date(2026, 10, 18, 14, 30);
/** A local day and time of November 2026, as the API's ISO UTC. */
const nov = (day: number, hour = 10, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString().replace('.000', '');

describe('postponing by a day', () => {
  it('moves a future to-do one day after its due date, never earlier', () => {
    expect(postponeByDay(nov(24, 9), SATURDAY)).toEqual({ kind: 'dayLater', dueDate: nov(25, 9) });
    // Due tomorrow: the day after tomorrow, not tomorrow again.
    expect(postponeByDay(nov(22, 8, 15), SATURDAY)).toEqual({
      kind: 'dayLater',
      dueDate: nov(23, 8, 15),
    });
    // Due weeks ahead, at the end of a month: still only a day later.
    expect(postponeByDay(nov(30, 17), WEDNESDAY)).toEqual({
      kind: 'dayLater',
      dueDate: new Date(2026, 11, 1, 17).toISOString().replace('.000', ''),
    });
  });

  it('moves a to-do due today or before to tomorrow, keeping its time of day', () => {
    expect(postponeByDay(nov(21, 9), SATURDAY)).toEqual({ kind: 'tomorrow', dueDate: nov(22, 9) });
    expect(postponeByDay(nov(21, 23, 30), SATURDAY)).toEqual({
      kind: 'tomorrow',
      dueDate: nov(22, 23, 30),
    });
    expect(postponeByDay(nov(15, 16, 45), WEDNESDAY)).toEqual({
      kind: 'tomorrow',
      dueDate: nov(19, 16, 45),
    });
  });

  it('gives a to-do without a due date tomorrow at 9:00', () => {
    expect(postponeByDay(null, WEDNESDAY)).toEqual({ kind: 'tomorrow', dueDate: nov(19, 9) });
  });
});

describe('postponing by a week', () => {
  it('moves a to-do due in a later week to the Monday after its due date', () => {
    expect(postponeByWeek(nov(24, 9), SATURDAY)).toEqual({
      kind: 'mondayAfter',
      dueDate: nov(30, 9),
    });
    // Due on next week's Monday: the Monday after that.
    expect(postponeByWeek(nov(23, 11), WEDNESDAY)).toEqual({
      kind: 'mondayAfter',
      dueDate: nov(30, 11),
    });
  });

  it('moves a to-do due this week, today or before to next week’s Monday', () => {
    expect(postponeByWeek(nov(20, 11), WEDNESDAY)).toEqual({
      kind: 'nextWeek',
      dueDate: nov(23, 11),
    });
    expect(postponeByWeek(nov(18, 11), WEDNESDAY)).toEqual({
      kind: 'nextWeek',
      dueDate: nov(23, 11),
    });
    expect(postponeByWeek(nov(2, 7, 5), WEDNESDAY)).toEqual({
      kind: 'nextWeek',
      dueDate: nov(23, 7, 5),
    });
    // On Sunday, tomorrow is next week's Monday.
    expect(postponeByWeek(nov(22, 10), new Date(2026, 10, 22, 12))).toEqual({
      kind: 'nextWeek',
      dueDate: nov(23, 10),
    });
    expect(postponeByWeek(null, SATURDAY)).toEqual({ kind: 'nextWeek', dueDate: nov(23, 9) });
  });
});
