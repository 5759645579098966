import { describe, expect, it } from 'vitest';
import type { SuperTagDefinition } from '#xml/superTag';
import { matchHeaders, targetFromValue, targetValue } from './importFields';

const profile: SuperTagDefinition = {
  name: 'Customer profile',
  fields: [
    { name: 'Industry', type: 'Multiple choice', options: ['Retail'], text: '' },
    { name: 'Interest', type: 'Multiple choice', options: ['Training'], text: '' },
  ],
};

describe('header matching', () => {
  it('maps the usual spellings of each field, per kind', () => {
    expect(
      matchHeaders(
        ['Company', 'E-mail Address', 'Zip', 'Street Address', 'Tags', 'Description', 'Whatever'],
        'companies',
      ),
    ).toEqual([
      { kind: 'field', key: 'name' },
      { kind: 'field', key: 'email' },
      { kind: 'field', key: 'postalCode' },
      { kind: 'field', key: 'street' },
      { kind: 'field', key: 'tags' },
      { kind: 'field', key: 'notes' },
      { kind: 'ignore' },
    ]);
    expect(
      matchHeaders(['First Name', 'Surname', 'Company', 'Job title'], 'people').map((t) =>
        t.kind === 'field' ? t.key : t.kind,
      ),
    ).toEqual(['firstName', 'lastName', 'company', 'title']);
    expect(
      matchHeaders(['Title', 'Value', 'Stage', 'Company', 'Owner'], 'deals').map((t) =>
        t.kind === 'field' ? t.key : t.kind,
      ),
    ).toEqual(['name', 'amount', 'status', 'contact', 'assignee']);
    expect(
      matchHeaders(['Task', 'Due', 'Assigned to'], 'todos').map((t) =>
        t.kind === 'field' ? t.key : t.kind,
      ),
    ).toEqual(['name', 'dueDate', 'assignee']);
  });

  it('gives a field to its first column only', () => {
    expect(matchHeaders(['Name', 'name'], 'companies')).toEqual([
      { kind: 'field', key: 'name' },
      { kind: 'ignore' },
    ]);
  });

  it('maps SuperTag fields by "SuperTag: field" or the field alone', () => {
    expect(
      matchHeaders(['Customer profile: Interest', 'Industry'], 'companies', [profile]),
    ).toEqual([
      { kind: 'superTag', tag: 'Customer profile', field: 'Interest' },
      { kind: 'superTag', tag: 'Customer profile', field: 'Industry' },
    ]);
    // To-dos cannot carry SuperTags.
    expect(matchHeaders(['Industry'], 'todos', [profile])).toEqual([{ kind: 'ignore' }]);
  });

  it('turns targets into select values and back', () => {
    for (const target of [
      { kind: 'field', key: 'city' },
      { kind: 'superTag', tag: 'A: b', field: 'c"d' },
      { kind: 'ignore' },
    ] as const) {
      expect(targetFromValue(targetValue(target))).toEqual(target);
    }
  });
});
