import { describe, expect, it } from 'vitest';
import { clashingFields, fieldChange, mergedValues } from './editMerge';

const KEYS = ['name', 'notes', 'title'] as const;
const base = { name: 'Acme', notes: 'v1', title: 'CEO' };

describe('three-way edit merge', () => {
  it('names who changed each field', () => {
    expect(fieldChange('a', 'a', 'a')).toBe('unchanged');
    expect(fieldChange('a', 'b', 'a')).toBe('mine');
    expect(fieldChange('a', 'a', 'c')).toBe('theirs');
    expect(fieldChange('a', 'b', 'b')).toBe('same');
    expect(fieldChange('a', 'b', 'c')).toBe('clash');
  });

  it('keeps their change to a field the user did not touch, and the user’s own changes', () => {
    const mine = { ...base, name: 'Acme Mine' };
    const theirs = { ...base, notes: 'v2 theirs' };
    expect(clashingFields(KEYS, base, mine, theirs)).toEqual([]);
    expect(mergedValues(KEYS, base, mine, theirs)).toEqual({
      name: 'Acme Mine',
      notes: 'v2 theirs',
      title: 'CEO',
    });
  });

  it('reports only the fields both changed differently; saving mine takes the user’s text there', () => {
    const mine = { ...base, name: 'Acme Mine', title: 'CFO' };
    const theirs = { name: 'Acme Theirs', notes: 'v2', title: 'CFO' };
    expect(clashingFields(KEYS, base, mine, theirs)).toEqual(['name']);
    expect(mergedValues(KEYS, base, mine, theirs)).toEqual({
      name: 'Acme Mine',
      notes: 'v2',
      title: 'CFO',
    });
  });

  it('a user who cleared a field keeps it cleared', () => {
    const mine = { ...base, notes: '' };
    expect(mergedValues(KEYS, base, mine, { ...base, name: 'Renamed' })).toEqual({
      name: 'Renamed',
      notes: '',
      title: 'CEO',
    });
  });
});
