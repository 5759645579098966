import { describe, expect, it } from 'vitest';
import type { ContactLinks } from '../contactLinks';
import type { MergeJob } from './mergeJob';
import { planMerge } from './mergePlan';
import type { MergeRecord, MergeSnapshot } from './mergeSnapshot';
import { planUndo } from './undoPlan';

const links = (extra: Partial<ContactLinks> = {}): ContactLinks => ({
  employees: [],
  participations: [],
  todos: [],
  dealsWith: [],
  dealsRelated: [],
  dealsChecked: true,
  ...extra,
});

const person = (id: number, firstName: string, extra: Partial<MergeRecord> = {}): MergeRecord => ({
  id,
  label: `${firstName} Doe`,
  fields: {
    firstName,
    lastName: 'Doe',
    title: '',
    companyId: 7,
    notes: '',
    smallImage: null,
    largeImage: null,
  },
  employerName: '',
  tags: [],
  locations: [],
  comments: [],
  links: links(),
  ...extra,
});

function finishedMerge(snapshot: MergeSnapshot, winners = {}): MergeJob {
  const steps = planMerge(snapshot, { survivorId: 1, winners });
  const results: Record<string, number> = {};
  steps.forEach((step, index) => {
    if (step.kind === 'addComment') results[String(index)] = 900 + index;
  });
  return {
    id: 'job',
    kind: 'merge',
    collection: snapshot.collection,
    title: 'test',
    snapshot,
    survivorId: 1,
    steps,
    done: steps.length,
    results,
    skipped: [],
    recreated: {},
    error: null,
    createdAt: '2026-11-28T00:00:00Z',
  };
}

describe('planUndo', () => {
  it('re-creates the deleted record, gives its links back, and takes from the survivor only what the merge added', () => {
    const shared = { id: 30, label: 'Call' };
    const snapshot: MergeSnapshot = {
      collection: 'people',
      records: [
        person(1, 'Ann', { links: links({ todos: [shared] }), tags: [{ name: 'vip' }] }),
        person(2, 'Anne', {
          links: links({
            todos: [shared, { id: 31, label: 'Mail' }],
            dealsWith: [{ id: 20, label: 'Deal' }],
            participations: [{ id: 40, label: '“Hi” as from', role: 'from' }],
          }),
          tags: [{ name: 'vip' }, { name: 'lead' }],
          comments: [{ id: 5, text: 'hello', createdAt: '2026-01-01T00:00:00Z' }],
        }),
      ],
    };
    const merge = finishedMerge(snapshot, { firstName: 2 });
    const again = { recreatedFrom: 2 };
    const me = { id: 1 };
    expect(planUndo(merge)).toEqual([
      { kind: 'createContact', deletedId: 2, fields: snapshot.records[1]!.fields },
      { kind: 'setDealWith', dealId: 20, contact: again },
      { kind: 'addTodoContact', todoId: 30, contact: again },
      { kind: 'addTodoContact', todoId: 31, contact: again },
      { kind: 'addParticipant', communicationId: 40, contact: again, role: 'from' },
      { kind: 'addTags', contact: again, names: ['vip', 'lead'] },
      { kind: 'addComment', contact: again, text: 'hello' },
      { kind: 'updateContact', contact: me, fields: { firstName: 'Ann' } },
      { kind: 'removeTodoContact', todoId: 31, contact: me },
      { kind: 'removeParticipant', communicationId: 40, contact: me, role: 'from' },
      { kind: 'removeTag', contact: me, name: 'lead' },
      {
        kind: 'deleteComment',
        commentId: 900 + merge.steps.findIndex((s) => s.kind === 'addComment'),
      },
    ]);
  });

  it('refuses a merge that has not finished, and an undo', () => {
    const snapshot: MergeSnapshot = {
      collection: 'people',
      records: [person(1, 'A'), person(2, 'B')],
    };
    const merge = finishedMerge(snapshot);
    expect(() => planUndo({ ...merge, done: merge.done - 1 })).toThrow(/resume it first/);
    expect(() => planUndo({ ...merge, kind: 'undo' })).toThrow(/Only a merge/);
  });
});
