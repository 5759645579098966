import type { DealStage, DealStageWrite } from '#xml/dealStage';
import { isOverLimit, MAX_SHORT_TEXT, tooLongMessage } from '#xml/textLimits';

/**
 * The rules an account's deal stages follow, wherever the change comes from (the account
 * settings' endpoint, `npm run admin -- stages`): what the body alone shows. What needs the
 * database (a stage still holding deals) the store checks in the change's transaction.
 */

/** At most this many stages per account; a name as long as a deal's status may be. */
export const STAGE_LIMITS = { stages: 50, name: MAX_SHORT_TEXT } as const;

const fold = (name: string) => name.toLowerCase();

/** The existing stage a write keeps or renames: its `was`, else its own name. */
export const identityOf = (write: DealStageWrite): string => fold(write.was ?? write.name);

/**
 * Every problem of the account's whole new list (names trimmed), each once; [] when it can be
 * saved. `current` is the list as it is: a renamed stage must be one of them, and a new name may
 * not be another existing stage's (no swaps or merges: a stage's deals must stay its own).
 */
export function stageListProblems(
  writes: readonly DealStageWrite[],
  current: readonly DealStage[],
): string[] {
  const problems = new Set<string>();
  if (writes.length === 0) problems.add('The account needs at least one stage');
  if (writes.length > STAGE_LIMITS.stages)
    problems.add(`An account has at most ${STAGE_LIMITS.stages} stages`);
  const existing = new Set(current.map((s) => fold(s.name)));
  const names = new Set<string>();
  const identities = new Set<string>();
  // Past the limit nothing more is read: a hostile body's cost stays the limit's.
  for (const write of writes.slice(0, STAGE_LIMITS.stages)) {
    if (write.name === '') problems.add("A stage's name can't be blank");
    else if (isOverLimit(write.name, STAGE_LIMITS.name))
      problems.add(tooLongMessage('A stage name', STAGE_LIMITS.name));
    if (names.has(fold(write.name))) problems.add(`Stage "${write.name}" is listed twice`);
    names.add(fold(write.name));
    const identity = identityOf(write);
    if (write.was !== undefined && !existing.has(identity))
      problems.add(`There is no stage "${write.was}" to rename`);
    if (identities.has(identity) && write.was !== undefined)
      problems.add(`Stage "${write.was}" is renamed twice`);
    identities.add(identity);
    if (identity !== fold(write.name) && existing.has(fold(write.name)))
      problems.add(
        `"${write.name}" is another stage's name already: rename that one first, or move its deals`,
      );
  }
  const active = writes.filter((w) => !w.retired);
  if (writes.length > 0 && !active.some((w) => w.kind === 'open'))
    problems.add('The account needs at least one open stage that is not retired');
  return [...problems];
}
