import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeDeal } from '#xml/deal';
import {
  decodeStageList,
  decodeStageMove,
  encodeStageListWrite,
  encodeStageMove,
  type DealStageWrite,
} from '#xml/dealStage';
import { decodeStatusList } from '#xml/status';
import { startTestService, type TestService } from '../../testing/serviceHarness';

const CLASSIC: DealStageWrite[] = [
  { name: 'Failure', kind: 'lost', retired: false },
  { name: 'Lost', kind: 'lost', retired: false },
  { name: 'Pending', kind: 'open', retired: false },
  { name: 'Won', kind: 'won', retired: false },
];

describe('account settings: deal stages', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const putStages = (stages: readonly DealStageWrite[], token?: string) =>
    service.request('PUT', '/service/account/stages.xml', {
      body: encodeStageListWrite(stages),
      token,
    });
  const statuses = async () =>
    decodeStatusList((await service.request('GET', '/service/deals/statuses.xml')).xml!);
  const newDeal = async (title: string, status: string) => {
    const res = await service.request('POST', '/service/deals.xml', {
      body: `<deal><title>${title}</title><status>${status}</status></deal>`,
    });
    expect(res.status, res.text).toBe(201);
    return /\/deals\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]!;
  };
  const statusOf = async (id: string) =>
    decodeDeal((await service.request('GET', `/service/deals/${id}.xml`)).xml!).status;

  it('adds a stage classic clients then list in the account order and deals may take', async () => {
    const res = await putStages([
      ...CLASSIC.slice(0, 3),
      { name: 'Qualified', kind: 'open', retired: false },
      CLASSIC[3]!,
    ]);
    expect(res.status, res.text).toBe(200);
    expect(decodeStageList(res.xml!).map((s) => [s.name, s.kind, s.deals])).toEqual([
      ['Failure', 'lost', 0],
      ['Lost', 'lost', 0],
      ['Pending', 'open', 0],
      ['Qualified', 'open', 0],
      ['Won', 'won', 0],
    ]);
    expect(await statuses()).toEqual(['Failure', 'Lost', 'Pending', 'Qualified', 'Won']);
    const id = await newDeal('Lead', 'QUALIFIED');
    expect(await statusOf(id)).toBe('qualified');
    const board = await service.request('GET', '/service/deals/stages.xml');
    expect(decodeStageList(board.xml!).map((s) => s.name)).toContain('Qualified');
    const totals = await service.request('GET', '/service/deals/totals.xml');
    expect(totals.text).toContain('<status>qualified</status>');
  });

  it('renames a stage and carries the deals that hold it', async () => {
    const id = await newDeal('Lead', 'pending');
    const res = await putStages(
      CLASSIC.map((s) => (s.name === 'Pending' ? { ...s, name: 'Open', was: 'Pending' } : s)),
    );
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(id)).toBe('open');
    expect(await statuses()).toEqual(['Failure', 'Lost', 'Open', 'Won']);
    const list = decodeStageList(res.xml!);
    expect(list.find((s) => s.name === 'Open')?.deals).toBe(1);
  });

  it('retires a stage: its deals stay readable and writable as they are, no deal moves in; then moves them', async () => {
    const id = await newDeal('Gone', 'failure');
    const res = await putStages(
      CLASSIC.map((s) => (s.name === 'Failure' ? { ...s, retired: true } : s)),
    );
    expect(res.status, res.text).toBe(200);
    expect(await statuses()).toEqual(['Lost', 'Pending', 'Won']);
    expect(await statusOf(id)).toBe('failure');
    // A classic client saving the whole deal back keeps it where it is.
    const keep = await service.request('PUT', `/service/deals/${id}.xml`, {
      body: '<deal><title>Gone too</title><status>failure</status></deal>',
    });
    expect(keep.status, keep.text).toBe(200);
    const other = await newDeal('Other', 'pending');
    const into = await service.request('PUT', `/service/deals/${other}.xml`, {
      body: '<deal><status>Failure</status></deal>',
    });
    expect(into.status).toBe(422);
    expect(into.text).toContain('Status must be one of Lost, Pending, Won');
    expect(await statusOf(other)).toBe('pending');

    const toRetired = await service.request('POST', '/service/account/stages/moves.xml', {
      body: encodeStageMove({ from: 'Pending', to: 'Failure' }),
    });
    expect(toRetired.status).toBe(422);
    const moved = await service.request('POST', '/service/account/stages/moves.xml', {
      body: encodeStageMove({ from: 'Failure', to: 'Lost' }),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(decodeStageMove(moved.xml!).deals).toBe(1);
    expect(await statusOf(id)).toBe('lost');
    const unknown = await service.request('POST', '/service/account/stages/moves.xml', {
      body: encodeStageMove({ from: 'Nowhere', to: 'Lost' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses bad lists with every reason, changing nothing', async () => {
    const id = await newDeal('Gone', 'lost');
    const cases: [DealStageWrite[], string][] = [
      [[], 'at least one stage'],
      [[{ name: 'Won', kind: 'won', retired: false }], 'at least one open stage'],
      [[...CLASSIC, { name: ' ', kind: 'open', retired: false }], "name can't be blank"],
      [[...CLASSIC, { name: 'x'.repeat(256), kind: 'open', retired: false }], 'too long'],
      [[...CLASSIC, { name: 'PENDING', kind: 'open', retired: false }], 'listed twice'],
      [
        Array.from({ length: 51 }, (_, i) => ({ name: `S${i}`, kind: 'open', retired: false })),
        'at most 50 stages',
      ],
      [
        CLASSIC.map((s) => (s.name === 'Pending' ? { ...s, name: 'Won', was: 'Pending' } : s)),
        "another stage's name",
      ],
      [[...CLASSIC, { name: 'New', was: 'Nowhere', kind: 'open', retired: false }], 'no stage'],
      [CLASSIC.filter((s) => s.name !== 'Lost'), 'retire it instead'],
    ];
    for (const [stages, reason] of cases) {
      const res = await putStages(stages);
      expect([reason, res.status]).toEqual([reason, 422]);
      expect(res.text).toContain(reason);
    }
    const kind = await service.request('PUT', '/service/account/stages.xml', {
      body: '<stages><stage><name>Pending</name><kind>closed</kind></stage></stages>',
    });
    expect(kind.status).toBe(422);
    const wrongRoot = await service.request('PUT', '/service/account/stages.xml', {
      body: '<stage><name>Pending</name></stage>',
    });
    expect(wrongRoot.status).toBe(422);
    expect(await statuses()).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
    expect(await statusOf(id)).toBe('lost');
  });

  it('answers a member 403 on every settings endpoint, but shows them the board stages', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const calls: [string, string, string][] = [
      ['GET', '/service/account/stages.xml', ''],
      ['PUT', '/service/account/stages.xml', encodeStageListWrite(CLASSIC.slice(2))],
      ['POST', '/service/account/stages/moves.xml', encodeStageMove({ from: 'Lost', to: 'Won' })],
    ];
    for (const [method, path, body] of calls) {
      const res = await service.request(method, path, { token: bob.token, body });
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.text).toContain('administrators');
    }
    expect(await statuses()).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
    const board = await service.request('GET', '/service/deals/stages.xml', { token: bob.token });
    expect(decodeStageList(board.xml!).map((s) => [s.name, s.kind, s.retired])).toEqual([
      ['Failure', 'lost', false],
      ['Lost', 'lost', false],
      ['Pending', 'open', false],
      ['Won', 'won', false],
    ]);
    const eve = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    await putStages([{ name: 'Only', kind: 'open', retired: false }, ...CLASSIC]);
    const theirs = await service.request('GET', '/service/deals/statuses.xml', {
      token: eve.token,
    });
    expect(decodeStatusList(theirs.xml!)).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
  });
});
