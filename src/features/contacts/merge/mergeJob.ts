import type { ContactCollection } from '#api/records';
import type { MergeSnapshot } from './mergeSnapshot';
import type { MergeStep } from './mergeSteps';

/** What a job is: a merge, or the undo of one (which cannot itself be undone). */
export type JobKind = 'merge' | 'undo';

/**
 * A merge or undo as the browser keeps it: its steps, how many have run, the ids they created
 * and why it stopped.
 */
export interface MergeJob {
  id: string;
  kind: JobKind;
  collection: ContactCollection;
  /** "Northwind Traders ← Northwind Traders Ltd": how lists name the job. */
  title: string;
  /** The records as read before the merge: what its undo puts back. */
  snapshot: MergeSnapshot;
  survivorId: number;
  steps: MergeStep[];
  done: number;
  /** The ids the steps created (comments, re-created records), by step index. */
  results: Record<string, number>;
  /** Steps skipped because what they touched had been deleted meanwhile, one sentence each. */
  skipped: string[];
  /** The deleted records' new ids after an undo re-created them, by their old id. */
  recreated: Record<string, number>;
  /** Why the last run stopped before the end; null once a run went on. */
  error: string | null;
  /** For a merge: the id of the undo job made from it, once one was. */
  undoneBy?: string;
  /** ISO time of creation, to list the newest first. */
  createdAt: string;
}

/** Whether every step of the job has run. */
export const isFinished = (job: MergeJob) => job.done >= job.steps.length;

/**
 * The title of the merge a job is about. An undo keeps its merge's title; undos saved before
 * that carried an "Undo of " prefix, which the screens now add in their own language.
 */
export const mergeTitleOf = (job: MergeJob) =>
  job.kind === 'undo' ? job.title.replace(/^Undo of /, '') : job.title;
