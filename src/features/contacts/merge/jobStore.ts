import type { MergeJob } from './mergeJob';
import { mergeMessages } from './messages';

/**
 * Merges and undos kept in this browser's localStorage, so one stopped half way (a failed
 * request, a closed tab) can be run on, and a finished merge undone later. A job's steps and
 * snapshot are written once (`crm.merge.job.<id>`); what changes after each step, its progress,
 * apart (`crm.merge.progress.<id>`), so a step costs a small write whatever the job's size.
 */
const INDEX_KEY = 'crm.merge.jobs';
const jobKey = (id: string) => `crm.merge.job.${id}`;
const progressKey = (id: string) => `crm.merge.progress.${id}`;

/** How many jobs are kept; past it the oldest are forgotten. */
export const MAX_KEPT_JOBS = 20;

type Progress = Pick<MergeJob, 'done' | 'results' | 'skipped' | 'recreated' | 'error' | 'undoneBy'>;

function storage(): Storage {
  if (typeof localStorage === 'undefined') throw new Error(mergeMessages.t('job.noStorage'));
  return localStorage;
}

function readJson(key: string): unknown {
  const text = storage().getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function jobIds(): string[] {
  const ids = readJson(INDEX_KEY);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

const progressOf = (job: MergeJob): Progress => ({
  done: job.done,
  results: job.results,
  skipped: job.skipped,
  recreated: job.recreated,
  error: job.error,
  undoneBy: job.undoneBy,
});

/** Keeps a new job whole. Throws (nothing kept) when the browser refuses it, e.g. storage full. */
export function saveNewJob(job: MergeJob): void {
  const store = storage();
  const {
    done: _d,
    results: _r,
    skipped: _s,
    recreated: _c,
    error: _e,
    undoneBy: _u,
    ...plan
  } = job;
  try {
    store.setItem(jobKey(job.id), JSON.stringify(plan));
    store.setItem(progressKey(job.id), JSON.stringify(progressOf(job)));
  } catch (error) {
    store.removeItem(jobKey(job.id));
    store.removeItem(progressKey(job.id));
    throw new Error(mergeMessages.t('job.notKept'), {
      cause: error,
    });
  }
  const ids = [job.id, ...jobIds().filter((id) => id !== job.id)];
  for (const old of ids.slice(MAX_KEPT_JOBS)) forgetJob(old);
  store.setItem(INDEX_KEY, JSON.stringify(ids.slice(0, MAX_KEPT_JOBS)));
}

/** Keeps what changed after a step. */
export function saveProgress(job: MergeJob): void {
  storage().setItem(progressKey(job.id), JSON.stringify(progressOf(job)));
}

/** A kept job, or null when this browser has none by that id (or it was damaged). */
export function loadJob(id: string): MergeJob | null {
  const plan = readJson(jobKey(id));
  const progress = readJson(progressKey(id));
  if (
    typeof plan !== 'object' ||
    plan === null ||
    typeof progress !== 'object' ||
    progress === null
  )
    return null;
  const job = { ...plan, ...progress } as MergeJob;
  return Array.isArray(job.steps) && typeof job.done === 'number' && job.snapshot !== undefined
    ? job
    : null;
}

/** Every kept job, newest first. */
export function loadJobs(): MergeJob[] {
  return jobIds().flatMap((id) => {
    const job = loadJob(id);
    return job === null ? [] : [job];
  });
}

export function forgetJob(id: string): void {
  const store = storage();
  store.removeItem(jobKey(id));
  store.removeItem(progressKey(id));
  store.setItem(INDEX_KEY, JSON.stringify(jobIds().filter((kept) => kept !== id)));
}
