import { describe, expect, it } from 'vitest';
import type { ContactLinks } from '../contactLinks';
import { freeLabel, MAX_MERGED_RECORDS, MergePlanError, planMerge } from './mergePlan';
import type { MergeRecord, MergeSnapshot } from './mergeSnapshot';
import type { Location } from '#xml/location';

const noLinks = (): ContactLinks => ({
  employees: [],
  participations: [],
  todos: [],
  dealsWith: [],
  dealsRelated: [],
  dealsChecked: true,
});

const place = (label: string, primary = false): Omit<Location, 'id'> => ({
  label,
  primary,
  email: `${label}@example.org`,
  website: '',
  phone: '',
  cell: '',
  fax: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
});

function company(id: number, name: string, extra: Partial<MergeRecord> = {}): MergeRecord {
  return {
    id,
    label: name,
    fields: { name, notes: `notes of ${name}`, smallImage: null, largeImage: null },
    employerName: '',
    tags: [],
    locations: [],
    comments: [],
    links: noLinks(),
    ...extra,
  };
}

const companies = (...records: MergeRecord[]): MergeSnapshot => ({
  collection: 'companies',
  records,
});

describe('planMerge', () => {
  it('moves every link of the other record to the survivor, then deletes it last', () => {
    const other = company(2, 'Northwind Ltd', {
      links: {
        ...noLinks(),
        employees: [{ id: 10, label: 'Ada' }],
        dealsWith: [{ id: 20, label: 'Big deal' }],
        dealsRelated: [{ id: 21, label: 'Side deal' }],
        todos: [{ id: 30, label: 'Call' }],
        participations: [{ id: 40, label: '“Hi” as to', role: 'to' }],
      },
      comments: [
        { id: 51, text: 'second', createdAt: '2026-02-01T00:00:00Z' },
        { id: 50, text: 'first', createdAt: '2026-01-01T00:00:00Z' },
      ],
    });
    const steps = planMerge(companies(company(1, 'Northwind'), other), {
      survivorId: 1,
      winners: {},
    });
    const to = { id: 1 };
    expect(steps).toEqual([
      { kind: 'setEmployer', personId: 10, company: to },
      { kind: 'setDealWith', dealId: 20, contact: to },
      { kind: 'addDealContact', dealId: 21, contact: to },
      { kind: 'addTodoContact', todoId: 30, contact: to },
      { kind: 'addParticipant', communicationId: 40, contact: to, role: 'to' },
      { kind: 'addComment', contact: to, text: 'first' },
      { kind: 'addComment', contact: to, text: 'second' },
      { kind: 'deleteContact', id: 2 },
    ]);
  });

  it('takes each field from the record chosen for it, and updates only what changes', () => {
    const steps = planMerge(companies(company(1, 'Northwind'), company(2, 'Northwind Traders')), {
      survivorId: 1,
      winners: { name: 2, notes: 1 },
    });
    expect(steps[0]).toEqual({
      kind: 'updateContact',
      contact: { id: 1 },
      fields: { name: 'Northwind Traders' },
    });
  });

  it('adds a link the survivor or an earlier record has only once, and keeps a second role', () => {
    const shared = {
      ...noLinks(),
      todos: [{ id: 30, label: 'Call' }],
      participations: [{ id: 40, label: '“Hi” as to', role: 'to' as const }],
    };
    const steps = planMerge(
      companies(
        company(1, 'A', { links: shared }),
        company(2, 'B', { links: shared }),
        company(3, 'C', {
          links: {
            ...noLinks(),
            todos: [{ id: 31, label: 'Mail' }],
            participations: [{ id: 40, label: '“Hi” as cc', role: 'cc' }],
          },
        }),
      ),
      { survivorId: 1, winners: {} },
    );
    expect(steps.filter((s) => s.kind !== 'deleteContact')).toEqual([
      { kind: 'addTodoContact', todoId: 31, contact: { id: 1 } },
      { kind: 'addParticipant', communicationId: 40, contact: { id: 1 }, role: 'cc' },
    ]);
  });

  it('adds the tags the survivor lacks in one request, then the values of SuperTags it lacked', () => {
    const steps = planMerge(
      companies(
        company(1, 'A', { tags: [{ name: 'VIP' }] }),
        company(2, 'B', {
          tags: [
            { name: 'vip' },
            { name: 'prospect' },
            { name: 'Customer profile', superTagValues: { Size: 'Large' } },
          ],
        }),
      ),
      { survivorId: 1, winners: {} },
    );
    expect(steps.slice(0, 2)).toEqual([
      { kind: 'addTags', contact: { id: 1 }, names: ['prospect', 'Customer profile'] },
      {
        kind: 'setSuperTag',
        contact: { id: 1 },
        name: 'Customer profile',
        values: { Size: 'Large' },
      },
    ]);
  });

  it('gives a moved location a free label and leaves the survivor one primary location', () => {
    const steps = planMerge(
      companies(
        company(1, 'A', { locations: [place('Work', true)] }),
        company(2, 'B', { locations: [place('work', true), place('Home')] }),
      ),
      { survivorId: 1, winners: {} },
    );
    const added = steps.flatMap((s) => (s.kind === 'addLocation' ? [s.location] : []));
    expect(added.map((l) => [l.label, l.primary, l.email])).toEqual([
      ['work 2', false, 'work@example.org'],
      ['Home', false, 'Home@example.org'],
    ]);
  });

  it('refuses a survivor not merged, a single record, a repeated one and too many', () => {
    const two = companies(company(1, 'A'), company(2, 'B'));
    expect(() => planMerge(two, { survivorId: 3, winners: {} })).toThrow(MergePlanError);
    expect(() => planMerge(companies(company(1, 'A')), { survivorId: 1, winners: {} })).toThrow(
      MergePlanError,
    );
    expect(() =>
      planMerge(companies(company(1, 'A'), company(1, 'A')), { survivorId: 1, winners: {} }),
    ).toThrow(MergePlanError);
    const many = Array.from({ length: MAX_MERGED_RECORDS + 1 }, (_, i) => company(i + 1, 'X'));
    expect(() => planMerge(companies(...many), { survivorId: 1, winners: {} })).toThrow(
      MergePlanError,
    );
    expect(() => planMerge(two, { survivorId: 1, winners: { name: 9 } })).toThrow(MergePlanError);
  });

  it('numbers a taken label until one is free', () => {
    expect(freeLabel('Work', new Set(['work', 'work 2']))).toBe('Work 3');
    expect(freeLabel('Home', new Set(['work']))).toBe('Home');
  });
});
