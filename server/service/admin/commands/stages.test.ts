import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminTestContext, type AdminTestContext } from '../../testing/adminCommands';
import { AdminError, UsageError } from '../adminCommand';
import { stagesCommand } from './stages';

describe('stages', () => {
  let ctx: AdminTestContext;
  let accountId: number;
  beforeEach(async () => {
    ctx = await adminTestContext();
    accountId = await ctx.store.accounts.createAccount('Acme');
  });
  afterEach(() => ctx.dispose());

  const stages = (...change: string[]) =>
    ctx.run(stagesCommand, ['--account', String(accountId), ...change]);
  const names = async () =>
    (await ctx.store.accounts.listDealStages(accountId)).map(
      (s) => `${s.name} ${s.kind}${s.retired ? ' retired' : ''}`,
    );

  it('lists the classic four of a new account', async () => {
    const lines = await stages();
    expect(lines[0]).toMatch(/^#\s+NAME\s+KIND\s+RETIRED\s+DEALS$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(1, 4).join(' '))).toEqual([
      'Failure lost no',
      'Lost lost no',
      'Pending open no',
      'Won won no',
    ]);
  });

  it('adds, renames, retires and reinstates a stage through the settings rules', async () => {
    await stages('--add', 'Qualified');
    await stages('--add', 'Signed', '--kind', 'won');
    await stages('--rename', 'qualified', '--to', 'Proposal');
    await stages('--retire', 'Failure');
    expect(await names()).toEqual([
      'Failure lost retired',
      'Lost lost',
      'Pending open',
      'Won won',
      'Proposal open',
      'Signed won',
    ]);
    await stages('--reinstate', 'failure');
    expect((await names())[0]).toBe('Failure lost');
    expect(ctx.notes).toContain(`Stages of account ${accountId} changed.`);
  });

  it('refuses what the settings refuse, changing nothing', async () => {
    await expect(stages('--add', 'won')).rejects.toThrow(AdminError);
    await expect(stages('--rename', 'Pending', '--to', 'Lost')).rejects.toThrow(
      /"Lost" is another stage's name already/,
    );
    await expect(stages('--retire', 'Pending')).rejects.toThrow(/at least one open stage/);
    await expect(stages('--retire', 'Nowhere')).rejects.toThrow(/no stage "Nowhere"/);
    expect(await names()).toEqual(['Failure lost', 'Lost lost', 'Pending open', 'Won won']);
  });

  it('checks its arguments before opening anything', () => {
    expect(() => stagesCommand.prepare(['--account', '1', '--add', 'A', '--retire', 'B'])).toThrow(
      UsageError,
    );
    expect(() =>
      stagesCommand.prepare(['--account', '1', '--add', 'A', '--kind', 'maybe']),
    ).toThrow(/--kind must be open, won or lost/);
    expect(() => stagesCommand.prepare(['--account', '1', '--retire', 'A', '--to', 'B'])).toThrow(
      /--to goes with --rename/,
    );
  });
});
