import type { DealStage, DealStageWrite, StageKind } from '#xml/dealStage';
import { isOverLimit, MAX_SHORT_TEXT } from '#xml/textLimits';

/**
 * The Deal stages screen's list while it is edited: each row a saved stage (`was`: its saved
 * name) or a new one (`was` null), saved all at once as the account's whole list. Pure functions,
 * tested on their own.
 */
export interface StageDraft {
  /** Stable across edits (React's key, the focus after a move). */
  key: string;
  was: string | null;
  name: string;
  kind: StageKind;
  retired: boolean;
  /** Deals holding the saved stage (0 for a new one). */
  deals: number;
}

export const draftsOf = (stages: readonly DealStage[]): StageDraft[] =>
  stages.map((stage) => ({
    key: `saved:${stage.name.toLowerCase()}`,
    was: stage.name,
    name: stage.name,
    kind: stage.kind,
    retired: stage.retired,
    deals: stage.deals ?? 0,
  }));

let next = 0;
export const newDraft = (): StageDraft => ({
  key: `new:${++next}`,
  was: null,
  name: '',
  kind: 'open',
  retired: false,
  deals: 0,
});

/** What the service is sent: a renamed stage names what it `was`, so its deals follow. */
export const writesOf = (drafts: readonly StageDraft[]): DealStageWrite[] =>
  drafts.map((draft) => {
    const name = draft.name.trim();
    const renamed = draft.was !== null && draft.was !== name;
    return {
      name,
      ...(renamed ? { was: draft.was! } : {}),
      kind: draft.kind,
      retired: draft.retired,
    };
  });

/** The row one place up (-1) or down (+1); unchanged at an edge. */
export function moveDraft(
  drafts: readonly StageDraft[],
  index: number,
  step: -1 | 1,
): StageDraft[] {
  const to = index + step;
  if (index < 0 || to < 0 || to >= drafts.length) return [...drafts];
  const moved = [...drafts];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

/** A row that can go: new, or saved and holding no deals (a stage with deals is retired instead). */
export const isRemovable = (draft: StageDraft): boolean => draft.was === null || draft.deals === 0;

/** What the console can tell of a list before sending it (the service checks it again). */
export type DraftProblem =
  { problem: 'blank' | 'tooLong' | 'noOpen' } | { problem: 'twice'; name: string };

/**
 * The list's problems the console words itself, so that they read in the user's language: a
 * blank or over-long name, a name listed twice (case ignored), no open stage left. Each once.
 */
export function draftProblems(drafts: readonly StageDraft[]): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const names = drafts.map((draft) => draft.name.trim());
  if (names.some((name) => name === '')) problems.push({ problem: 'blank' });
  if (names.some((name) => isOverLimit(name, MAX_SHORT_TEXT)))
    problems.push({ problem: 'tooLong' });
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) {
    const folded = name.toLowerCase();
    if (name !== '' && seen.has(folded) && !twice.has(folded)) {
      twice.add(folded);
      problems.push({ problem: 'twice', name });
    }
    seen.add(folded);
  }
  if (!drafts.some((draft) => draft.kind === 'open' && !draft.retired))
    problems.push({ problem: 'noOpen' });
  return problems;
}
