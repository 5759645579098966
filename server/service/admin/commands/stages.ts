import { STAGE_KINDS, type DealStage, type DealStageWrite, type StageKind } from '#xml/dealStage';
import { stageListProblems } from '../../account/stageRules';
import { AdminError, UsageError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseId, requiredOption, type ParsedArgs } from '../args';
import { requireAccount } from '../lookups';
import { formatTable } from '../table';
import type { WriteResult } from '../../store/writeResult';

/** One change to an account's stages, as the command line says it; none = list them. */
type StageChange =
  | { action: 'add'; name: string; kind: StageKind }
  | { action: 'rename'; from: string; to: string }
  | { action: 'retire' | 'reinstate'; name: string };

const ACTIONS = ['add', 'rename', 'retire', 'reinstate'] as const;

function parseKind(text: string | undefined): StageKind {
  const kind = STAGE_KINDS.find((k) => k === (text ?? 'open').trim().toLowerCase());
  if (kind === undefined)
    throw new UsageError(`--kind must be open, won or lost (got "${text ?? ''}")`);
  return kind;
}

function changeOf(parsed: ParsedArgs): StageChange | null {
  const given = ACTIONS.filter((action) => parsed.values[action] !== undefined);
  if (given.length > 1) throw new UsageError('Give one of --add, --rename, --retire, --reinstate');
  if (parsed.values['kind'] !== undefined && given[0] !== 'add')
    throw new UsageError('--kind goes with --add');
  if (parsed.values['to'] !== undefined && given[0] !== 'rename')
    throw new UsageError('--to goes with --rename');
  switch (given[0]) {
    case undefined:
      return null;
    case 'add':
      return {
        action: 'add',
        name: requiredOption(parsed, 'add'),
        kind: parseKind(parsed.values['kind']),
      };
    case 'rename':
      return {
        action: 'rename',
        from: requiredOption(parsed, 'rename'),
        to: requiredOption(parsed, 'to'),
      };
    default:
      return { action: given[0], name: requiredOption(parsed, given[0]) };
  }
}

/** The account's whole list after one change: each stage kept under its own name (`was`). */
function writesAfter(current: readonly DealStage[], change: StageChange): DealStageWrite[] {
  const kept = current.map((s): DealStageWrite => ({
    name: s.name,
    was: s.name,
    kind: s.kind,
    retired: s.retired,
  }));
  if (change.action === 'add')
    return [...kept, { name: change.name, kind: change.kind, retired: false }];
  const named = change.action === 'rename' ? change.from : change.name;
  const index = kept.findIndex((s) => s.name.toLowerCase() === named.toLowerCase());
  if (index === -1) throw new AdminError(`There is no stage "${named}" in this account`);
  const stage = kept[index]!;
  kept[index] =
    change.action === 'rename'
      ? { ...stage, name: change.to }
      : { ...stage, retired: change.action === 'retire' };
  return kept;
}

/** What the store refused (a stage still holding deals, found in the change's transaction). */
function refusalsOf(result: WriteResult): string[] {
  if (result.status === 'ok') return [];
  return 'problems' in result ? result.problems.map((p) => p.message) : [result.status];
}

function printStages(ctx: AdminContext, stages: readonly DealStage[]): void {
  for (const line of formatTable(
    ['#', 'NAME', 'KIND', 'RETIRED', 'DEALS'],
    stages.map((s, i) => [
      String(i + 1),
      s.name,
      s.kind,
      s.retired ? 'yes' : 'no',
      String(s.deals ?? 0),
    ]),
  ))
    ctx.out(line);
}

export const stagesCommand: AdminCommand = {
  name: 'stages',
  synopsis:
    'stages --account ID [--add NAME [--kind open|won|lost] | --rename NAME --to NEW | --retire NAME | --reinstate NAME]',
  summary: "Lists an account's deal stages, or adds, renames, retires or reinstates one.",
  details: [
    'Without a change: the stages in the account order, with their kind and deals.',
    '--add appends a stage (kind open unless told); --rename carries its deals to the new name;',
    '--retire keeps its deals but offers it for no new move and no board column.',
    'The rules are those of the Deal stages screen (PUT /service/account/stages.xml).',
  ],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account', 'kind', 'to', ...ACTIONS]);
    const accountId = parseId(requiredOption(parsed, 'account'), '--account');
    const change = changeOf(parsed);
    return async (ctx) => {
      await requireAccount(ctx.store, accountId);
      const { accounts } = ctx.store;
      if (change !== null) {
        const current = await accounts.listDealStages(accountId);
        const writes = writesAfter(current, change);
        const problems = stageListProblems(writes, current);
        const refused =
          problems.length > 0
            ? problems
            : refusalsOf(await accounts.changeDealStages(accountId, writes));
        if (refused.length > 0)
          throw new AdminError(
            `The stages were not changed:\n${refused.map((p) => `  - ${p}`).join('\n')}`,
          );
        ctx.note(`Stages of account ${accountId} changed.`);
      }
      printStages(ctx, await accounts.listDealStages(accountId, true));
    };
  },
};
