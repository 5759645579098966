import { describe, expect, it } from 'vitest';
import type { DealStage } from '#xml/dealStage';
import { kindsByName, stageFilterGroups } from './stageKinds';

const stages: DealStage[] = [
  { name: 'Failure', kind: 'lost', retired: false },
  { name: 'Lost', kind: 'lost', retired: false },
  { name: 'Pending', kind: 'open', retired: false },
  { name: 'Won', kind: 'won', retired: false },
  { name: 'Signed', kind: 'won', retired: false },
  { name: 'Qualified', kind: 'open', retired: true },
];

describe("the deals list's stage kinds", () => {
  it('groups the status filter by kind, added and retired stages included', () => {
    expect(stageFilterGroups(stages)).toEqual([
      {
        group: 'Open',
        items: [
          { value: 'pending', label: 'Pending' },
          { value: 'qualified', label: 'Qualified (retired)' },
        ],
      },
      {
        group: 'Closed – won',
        items: [
          { value: 'won', label: 'Won' },
          { value: 'signed', label: 'Signed' },
        ],
      },
      {
        group: 'Closed – lost',
        items: [
          { value: 'failure', label: 'Failure' },
          { value: 'lost', label: 'Lost' },
        ],
      },
    ]);
  });

  it('knows each stage’s kind by the name deals hold', () => {
    const kinds = kindsByName(stages);
    expect([kinds.get('signed'), kinds.get('failure'), kinds.get('qualified')]).toEqual([
      'won',
      'lost',
      'open',
    ]);
    expect(kinds.get('gone')).toBeUndefined();
  });
});
