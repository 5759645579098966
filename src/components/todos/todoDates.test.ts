import { describe, expect, it } from 'vitest';
import type { Todo } from '#xml/todo';
import { dueGroupOf, groupTodos, nextMonday } from './todoDates';

// Wednesday 18 November 2026, 14:30 local time.
const NOW = new Date(2026, 10, 18, 14, 30);
const local = (day: number, hour = 10, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString();

function todo(id: number, dueDate: string | null, complete = false): Todo {
  return {
    id,
    title: `T${id}`,
    description: '',
    dueDate,
    flagged: false,
    complete,
    assignedBy: '',
    assignedTo: '',
    assignedToId: null,
    participantIds: [],
    tags: [],
    megaComments: [],
    createdAt: '',
    updatedAt: `2026-11-1${id % 10}T00:00:00Z`,
  };
}

describe('due-date groups', () => {
  it('puts each due date in its group, in the reader’s days', () => {
    expect(dueGroupOf(local(17, 23, 59), NOW)).toBe('overdue');
    expect(dueGroupOf(local(18, 0, 0), NOW)).toBe('today');
    expect(dueGroupOf(local(18, 9), NOW)).toBe('today');
    expect(dueGroupOf(local(19, 9), NOW)).toBe('tomorrow');
    expect(dueGroupOf(local(22, 23), NOW)).toBe('thisWeek');
    expect(dueGroupOf(local(23, 0), NOW)).toBe('later');
    expect(dueGroupOf(null, NOW)).toBe('noDate');
  });

  it('orders groups and their to-dos, and sets completed ones apart unless lingering', () => {
    const todos = [
      todo(1, local(25)),
      todo(2, local(18, 16)),
      todo(3, local(18, 8)),
      todo(4, null),
      todo(5, local(10)),
      todo(6, local(18), true),
      todo(7, local(19), true),
    ];
    const { groups, completed } = groupTodos(todos, NOW, new Set([7]));
    expect(groups.map((g) => [g.key, g.todos.map((t) => t.id)])).toEqual([
      ['overdue', [5]],
      ['today', [3, 2]],
      ['tomorrow', [7]],
      ['later', [1]],
      ['noDate', [4]],
    ]);
    expect(completed.map((t) => t.id)).toEqual([6]);
  });
});

describe('next Monday', () => {
  it('is the Monday of next week, also from a Monday or a Sunday', () => {
    expect(nextMonday(NOW)).toEqual(new Date(2026, 10, 23));
    expect(nextMonday(new Date(2026, 10, 23, 12))).toEqual(new Date(2026, 10, 30));
    expect(nextMonday(new Date(2026, 10, 22, 23, 59))).toEqual(new Date(2026, 10, 23));
  });
});
