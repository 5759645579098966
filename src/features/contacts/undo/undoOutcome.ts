import { isConflict, isNotFound } from '#api/client/apiError';
import { errorMessage } from '#lib/errorMessage';
import { undoMessages } from './messages';

/**
 * A deleted record created again by Undo: its new id, and a sentence for each part that did not
 * come back ("Location “Office”: …"). The record exists as soon as its create succeeded, so a
 * later step that fails is reported here instead of failing the whole undo and losing the id.
 */
export interface RestoredRecord {
  id: number;
  missing: string[];
}

/** One record of a bulk undo: restored (maybe not whole), or not created again at all. */
export type RestoreAttempt =
  { what: string; restored: RestoredRecord } | { what: string; failure: string };

/** Why a restore step failed, short: the linked record went away or changed meanwhile, else the API's message. */
export function whyStepFailed(error: unknown): string {
  if (isNotFound(error)) return undoMessages.t('step.deletedMeanwhile');
  if (isConflict(error)) return undoMessages.t('step.changedMeanwhile');
  return errorMessage(error);
}

/**
 * Runs one restore step; a failure is written into `missing` as "`what`: why" and the undo goes
 * on with the next step.
 */
export async function attemptStep(
  missing: string[],
  what: string,
  step: () => Promise<unknown>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    missing.push(undoMessages.t('step.failed', { what, why: whyStepFailed(error) }));
  }
}
