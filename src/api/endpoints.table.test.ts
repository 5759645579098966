import { describe, expect, it } from 'vitest';
import { ENDPOINT_CASES as CASES } from './testing/endpointCases';
import type { TodoSearch } from './todos';

/**
 * The endpoint table (testing/endpointCases) names every endpoint function, and the to-do search's
 * options exclude each other.
 */

describe('the table above', () => {
  it('covers every endpoint function of every resource module', async () => {
    const modules = await Promise.all([
      import('./companies'),
      import('./people'),
      import('./locations'),
      import('./deals'),
      import('./todos'),
      import('./communications'),
      import('./tags'),
      import('./superTags'),
      import('./comments'),
      import('./users'),
    ]);
    const endpoints = modules.flatMap((m) =>
      Object.entries(m)
        .filter(([name, value]) => typeof value === 'function' && !name.startsWith('use'))
        .map(([name]) => name),
    );
    expect(endpoints.sort()).toEqual(Object.keys(CASES).sort());
  });
});

describe('to-do search takes exactly one option', () => {
  it('refuses two options at compile time', () => {
    const one: TodoSearch = { personId: 1 };
    // @ts-expect-error: the search options are mutually exclusive
    const two: TodoSearch = { personId: 1, companyId: 2 };
    // @ts-expect-error: at least one option is needed
    const none: TodoSearch = {};
    expect([one, two, none]).toHaveLength(3);
  });
});
