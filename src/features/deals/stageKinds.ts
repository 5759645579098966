import type { DealStage, StageKind } from '#xml/dealStage';
import { stageName } from '#lib/stageName';
import { dealMessages } from './messages';

/**
 * What the deals list and the board's summary read from the account's stage kinds (open,
 * closed-won, closed-lost), so an added stage ("Qualified", "Signed", "Churned") counts where it
 * belongs instead of only the classic names Won and Lost.
 */

/** Each stage's kind by its name in lower case (as deals hold it). */
export function kindsByName(stages: readonly DealStage[]): ReadonlyMap<string, StageKind> {
  return new Map(stages.map((stage) => [stage.name.toLowerCase(), stage.kind]));
}

/** The names (as stored) of the account's stages of a kind, retired ones too, in its order. */
export function stagesOfKind(stages: readonly DealStage[], kind: StageKind): string[] {
  return stages.filter((stage) => stage.kind === kind).map((stage) => stage.name);
}

const GROUP_LABELS = {
  open: 'filter.open',
  won: 'filter.won',
  lost: 'filter.lost',
} as const satisfies Record<StageKind, string>;

export interface StageFilterGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The status filter's choices: the stages grouped by kind (open, then won, then lost, each in the
 * account's order), a retired stage marked so, as its deals keep it and can still be searched.
 */
export function stageFilterGroups(stages: readonly DealStage[]): StageFilterGroup[] {
  return (['open', 'won', 'lost'] as const)
    .map((kind) => ({
      group: dealMessages.t(GROUP_LABELS[kind]),
      items: stages
        .filter((stage) => stage.kind === kind)
        .map((stage) => ({
          value: stage.name.toLowerCase(),
          label: stage.retired
            ? dealMessages.t('filter.retired', { name: stageName(stage.name) })
            : stageName(stage.name),
        })),
    }))
    .filter((group) => group.items.length > 0);
}
