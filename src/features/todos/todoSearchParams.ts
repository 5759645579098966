import type { TodoSearch } from '../../api/todos';

/**
 * The to-do screen's state in the URL: `?scope=all&by=assigned&q=ann@example.com`. The API takes
 * exactly one search option per request, so `by` names the one in use and `q` holds its value.
 */
export const TODO_SEARCH_OPTIONS = ['assigned', 'person', 'company', 'updated'] as const;
export type TodoSearchOption = (typeof TODO_SEARCH_OPTIONS)[number];

/** Each option's label in the to-dos catalogue. */
export const TODO_SEARCH_LABELS = {
  assigned: 'search.assigned',
  person: 'search.person',
  company: 'search.company',
  updated: 'search.updated',
} as const satisfies Readonly<Record<TodoSearchOption, string>>;

export function asSearchOption(text: string): TodoSearchOption {
  return TODO_SEARCH_OPTIONS.find((option) => option === text) ?? 'assigned';
}

/** The one search the API gets, or undefined while the option has no usable value yet. */
export function todoSearchOf(by: TodoSearchOption, q: string): TodoSearch | undefined {
  const value = q.trim();
  if (value === '') return undefined;
  switch (by) {
    case 'assigned':
      return { assignedTo: value };
    case 'person':
      return /^\d{1,15}$/.test(value) ? { personId: Number(value) } : undefined;
    case 'company':
      return /^\d{1,15}$/.test(value) ? { companyId: Number(value) } : undefined;
    case 'updated': {
      const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (day === null) return undefined;
      // From the start of that day in the reader's time zone.
      return {
        updatedSince: new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
      };
    }
  }
}
