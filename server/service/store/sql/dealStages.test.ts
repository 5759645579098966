import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DealStageWrite } from '#xml/dealStage';
import { writtenValue } from '../testing/writtenValue';
import { areaTestStore, BLANK_DEAL, type AreaTestStore } from './testing/areaTestStore';

const CLASSIC: DealStageWrite[] = [
  { name: 'Failure', kind: 'lost', retired: false },
  { name: 'Lost', kind: 'lost', retired: false },
  { name: 'Pending', kind: 'open', retired: false },
  { name: 'Won', kind: 'won', retired: false },
];

describe('deal stages (sqlDealStages)', () => {
  let t: AreaTestStore;
  beforeEach(async () => {
    t = await areaTestStore();
  });
  afterEach(() => t.close());

  const deal = async (title: string, status: string, accountId = t.scope.accountId) =>
    writtenValue(
      await t.store.deals.createDeal(accountId === t.scope.accountId ? t.scope : t.other, {
        ...BLANK_DEAL,
        title,
        status,
      }),
    ).id;
  const statusOf = async (id: number) => (await t.store.deals.findDeal(t.scope, id))!;

  it('starts an account with the classic four: Pending open, Won won, Lost and Failure lost', async () => {
    const { accounts } = t.store;
    expect(await accounts.listDealStages(t.scope.accountId)).toEqual(
      CLASSIC.map((s) => ({ ...s })),
    );
    expect(await accounts.listDealStatuses(t.scope.accountId)).toEqual([
      'Failure',
      'Lost',
      'Pending',
      'Won',
    ]);
  });

  it('adds, reorders, renames (its deals follow, each a change) and retires, in one write', async () => {
    const { accounts } = t.store;
    const pending = await deal('Open one', 'pending');
    const lost = await deal('Gone', 'lost');
    const theirs = await deal('Theirs', 'pending', t.other.accountId);
    const before = await statusOf(pending);
    const result = await accounts.changeDealStages(t.scope.accountId, [
      { name: 'Qualified', kind: 'open', retired: false },
      { name: 'Open', was: 'Pending', kind: 'open', retired: false },
      { name: 'Won', kind: 'won', retired: false },
      { name: 'Lost', kind: 'lost', retired: true },
      { name: 'Failure', kind: 'lost', retired: false },
    ]);
    expect(result.status).toBe('ok');
    expect(await accounts.listDealStages(t.scope.accountId, true)).toEqual([
      { name: 'Qualified', kind: 'open', retired: false, deals: 0 },
      { name: 'Open', kind: 'open', retired: false, deals: 1 },
      { name: 'Won', kind: 'won', retired: false, deals: 0 },
      { name: 'Lost', kind: 'lost', retired: true, deals: 1 },
      { name: 'Failure', kind: 'lost', retired: false, deals: 0 },
    ]);
    expect(await accounts.listDealStatuses(t.scope.accountId)).toEqual([
      'Qualified',
      'Open',
      'Won',
      'Failure',
    ]);
    const after = await statusOf(pending);
    expect(after.status).toBe('open');
    expect(after.version).toBe(before.version + 1);
    expect((await statusOf(lost)).status).toBe('lost');
    // Another account keeps its own stages and deals.
    expect(await accounts.listDealStatuses(t.other.accountId)).toEqual([
      'Failure',
      'Lost',
      'Pending',
      'Won',
    ]);
    expect((await t.store.deals.findDeal(t.other, theirs))!.status).toBe('pending');
  });

  it('refuses to remove a stage deals hold, changing nothing; an empty one goes', async () => {
    const { accounts } = t.store;
    const id = await deal('Gone', 'lost');
    const refused = await accounts.changeDealStages(t.scope.accountId, [
      { name: 'Open', was: 'Pending', kind: 'open', retired: false },
      { name: 'Won', kind: 'won', retired: false },
    ]);
    expect(refused).toEqual({
      status: 'invalid',
      problems: [
        {
          field: 'stages',
          message: '1 deals are in stage "Lost": retire it instead, or move its deals first',
        },
      ],
    });
    expect(await accounts.listDealStages(t.scope.accountId)).toEqual(CLASSIC);
    expect((await statusOf(id)).status).toBe('lost');
    const without = CLASSIC.filter((s) => s.name !== 'Failure');
    expect((await accounts.changeDealStages(t.scope.accountId, without)).status).toBe('ok');
    expect(await accounts.listDealStatuses(t.scope.accountId)).toEqual(['Lost', 'Pending', 'Won']);
  });

  it("moves a stage's deals to a stage that is not retired, and only there", async () => {
    const { accounts } = t.store;
    const a = await deal('A', 'lost');
    const b = await deal('B', 'lost');
    const theirs = await deal('Theirs', 'lost', t.other.accountId);
    await accounts.changeDealStages(
      t.scope.accountId,
      CLASSIC.map((s) => (s.name === 'Failure' ? { ...s, retired: true } : s)),
    );
    expect(await accounts.moveStageDeals(t.scope.accountId, 'LOST', 'failure')).toMatchObject({
      status: 'invalid',
    });
    expect(await accounts.moveStageDeals(t.scope.accountId, 'Nowhere', 'Won')).toEqual({
      status: 'not_found',
    });
    expect(await accounts.moveStageDeals(t.scope.accountId, 'Lost', 'Won')).toEqual({
      status: 'ok',
      value: 2,
    });
    expect([(await statusOf(a)).status, (await statusOf(b)).status]).toEqual(['won', 'won']);
    expect((await t.store.deals.findDeal(t.other, theirs))!.status).toBe('lost');
  });
});
