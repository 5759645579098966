import { describe, expect, it } from 'vitest';
import { asSearchOption, todoSearchOf } from './todoSearchParams';

describe('to-do search from the URL', () => {
  it('sends exactly the one option chosen', () => {
    expect(todoSearchOf('assigned', 'ann@example.com')).toEqual({ assignedTo: 'ann@example.com' });
    expect(todoSearchOf('person', '12')).toEqual({ personId: 12 });
    expect(todoSearchOf('company', '7')).toEqual({ companyId: 7 });
    expect(todoSearchOf('updated', '2026-11-02')).toEqual({
      updatedSince: new Date(2026, 10, 2).toISOString().replace('.000', ''),
    });
  });

  it('sends nothing until the option has a usable value', () => {
    expect(todoSearchOf('assigned', ' ')).toBeUndefined();
    expect(todoSearchOf('person', 'Ann')).toBeUndefined();
    expect(todoSearchOf('updated', 'yesterday')).toBeUndefined();
  });

  it('reads an unknown option as the first one', () => {
    expect(asSearchOption('colour')).toBe('assigned');
    expect(asSearchOption('company')).toBe('company');
  });
});
