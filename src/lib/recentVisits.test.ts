// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetVisit,
  MAX_VISITS,
  recentVisits,
  recordVisit,
  resetVisitMemory,
} from './recentVisits';

describe('recent visits', () => {
  beforeEach(() => {
    localStorage.clear();
    resetVisitMemory();
  });
  afterEach(() => localStorage.clear());

  it('keeps the newest first, each record once', () => {
    recordVisit({ kind: 'companies', id: 1, name: 'Acme' }, 1);
    recordVisit({ kind: 'people', id: 2, name: 'Ann' }, 2);
    recordVisit({ kind: 'companies', id: 1, name: 'Acme Ltd' }, 3);
    expect(recentVisits().map((v) => `${v.kind}/${v.id}/${v.name}`)).toEqual([
      'companies/1/Acme Ltd',
      'people/2/Ann',
    ]);
  });

  it('survives a reload through localStorage and ignores what is not a visit', () => {
    recordVisit({ kind: 'deals', id: 7, name: 'Big deal' }, 5);
    const stored = JSON.parse(localStorage.getItem('crm.recentVisits') ?? '[]') as unknown[];
    localStorage.setItem(
      'crm.recentVisits',
      JSON.stringify([...stored, { kind: 'javascript', id: 1, name: 'x', at: 1 }, 'junk']),
    );
    resetVisitMemory();
    expect(recentVisits()).toEqual([{ kind: 'deals', id: 7, name: 'Big deal', at: 5 }]);
  });

  it('keeps at most MAX_VISITS and forgets a record that is gone', () => {
    for (let id = 1; id <= MAX_VISITS + 3; id++)
      recordVisit({ kind: 'people', id, name: `P${id}` }, id);
    expect(recentVisits()).toHaveLength(MAX_VISITS);
    expect(recentVisits()[0]?.id).toBe(MAX_VISITS + 3);
    forgetVisit('people', MAX_VISITS + 3);
    expect(recentVisits()[0]?.id).toBe(MAX_VISITS + 2);
  });

  it('reads unreadable storage as no visits', () => {
    localStorage.setItem('crm.recentVisits', '{not json');
    resetVisitMemory();
    expect(recentVisits()).toEqual([]);
  });
});
