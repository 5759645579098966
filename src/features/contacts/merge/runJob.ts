import type { ApiClient } from '#api/client/client';
import { isNotFound } from '#api/client/apiError';
import { errorMessage } from '#lib/errorMessage';
import type { MergeJob } from './mergeJob';
import type { ContactRef, MergeStep } from './mergeSteps';
import { describeStep, type StepNames } from './describeStep';
import { runStep } from './runStep';
import { mergeMessages } from './messages';

export interface RunOptions {
  /** Called after each step with the job as it stands, to keep its progress before the next step. */
  save: (job: MergeJob) => void;
  names: StepNames;
  signal?: AbortSignal;
  /** Stop once this many steps in all have run (tests stop a job half way with it). */
  stopAfter?: number;
}

/**
 * A step whose record went away meanwhile (404) is skipped and reported, unless it is the
 * survivor's own update or a re-creation: then nothing after it can be right, and the job stops.
 */
const mustSucceed = (step: MergeStep) =>
  step.kind === 'updateContact' || step.kind === 'createContact';

/**
 * Runs the job's steps from the first not yet run, one request at a time, saving it after each
 * one, so a job stopped by a failed request or a closed tab goes on from where it stopped. A
 * failure stops the run with `error` set; the same call runs it on (a step sent but not saved as
 * done is sent again). Resolves with the job as saved last.
 */
export async function runJob(
  client: ApiClient,
  start: MergeJob,
  options: RunOptions,
): Promise<MergeJob> {
  // One copy, then changed in place: a step costs the same whatever the job's length.
  const job: MergeJob = {
    ...start,
    results: { ...start.results },
    skipped: [...start.skipped],
    recreated: { ...start.recreated },
    error: null,
  };
  options.save(job);
  const resolve = (ref: ContactRef): number => {
    if ('id' in ref) return ref.id;
    const id = job.recreated[String(ref.recreatedFrom)];
    if (id === undefined)
      throw new Error(mergeMessages.t('job.notRecreated', { id: ref.recreatedFrom }));
    return id;
  };
  const last = Math.min(job.steps.length, options.stopAfter ?? Number.POSITIVE_INFINITY);
  while (job.done < last) {
    const step = job.steps[job.done]!;
    let result: number | null = null;
    try {
      options.signal?.throwIfAborted();
      result = await runStep(client, job.collection, step, resolve);
    } catch (error) {
      if (isNotFound(error) && !mustSucceed(step))
        job.skipped.push(
          mergeMessages.t('job.skippedLine', { step: describeStep(step, options.names) }),
        );
      else {
        job.error = mergeMessages.t('job.failedLine', {
          step: job.done + 1,
          description: describeStep(step, options.names),
          error: errorMessage(error),
        });
        options.save(job);
        return job;
      }
    }
    if (result !== null) job.results[String(job.done)] = result;
    if (step.kind === 'createContact' && result !== null)
      job.recreated[String(step.deletedId)] = result;
    job.done += 1;
    options.save(job);
  }
  return job;
}
