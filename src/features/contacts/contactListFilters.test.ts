import { describe, expect, it } from 'vitest';
import { contactSearch, describeFilters, updatedSinceIso } from './contactListFilters';

const none = { name: '', email: '', tag: '', state: '', updated_since: '' };

describe('contact list filters', () => {
  it('turns a day into the start of that day in UTC and ignores anything else', () => {
    expect(updatedSinceIso('2024-05-01')).toBe('2024-05-01T00:00:00Z');
    expect(updatedSinceIso('2024-13-45')).toBeUndefined();
    expect(updatedSinceIso('yesterday')).toBeUndefined();
  });

  it('sends only the filters that are set', () => {
    expect(contactSearch(none)).toEqual({
      name: undefined,
      email: undefined,
      tag: undefined,
      state: undefined,
      updatedSince: undefined,
    });
    expect(
      contactSearch({ ...none, email: '@acme', tag: 'vip', updated_since: '2024-05-01' }),
    ).toEqual({
      name: undefined,
      email: '@acme',
      tag: 'vip',
      state: undefined,
      updatedSince: '2024-05-01T00:00:00Z',
    });
  });

  it('describes the filters in effect for the empty state', () => {
    expect(describeFilters(none)).toBeUndefined();
    expect(describeFilters({ ...none, name: 'acme', state: 'CA' })).toBe(
      'match “acme”, are in state “CA”',
    );
  });
});
