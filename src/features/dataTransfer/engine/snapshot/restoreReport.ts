import type { SnapshotKind } from './snapshotModel';
import { engineMessages } from '../messages';

export type Counts = Record<SnapshotKind, number>;

/** One reason the service refused (or, in a dry run, would refuse) writes, and what it kept out. */
export interface RestoreFailure {
  /** The service's words, or the limit a value breaks ("Notes is too long (at most 65,536 characters)"). */
  cause: string;
  /** A record ("Company Acme (#12)") or a part of one ("Company Acme (#12): comment #88"). */
  items: string[];
}

export interface RestoreReport {
  dryRun: boolean;
  /** Records created by this run (a dry run: that would be). */
  created: Counts;
  /** Records the journal says an earlier run created and that still exist: left alone. */
  alreadyRestored: Counts;
  /** Records not created (a dry run: that would be refused); their causes are in `failures`. */
  failed: Counts;
  /** Writes sent (creates, tags, SuperTags, locations, comments, links). */
  writes: number;
  /** What was restored without a part (a link, an assignee, SuperTag values), grouped by cause. */
  problems: RestoreFailure[];
  /** Records and parts of records the service refuses, grouped by cause; the rest went on. */
  failures: RestoreFailure[];
}

/** A restore that stopped: what it wrote is in `report` (and the journal), the cause in `cause`. */
export class RestoreError extends Error {
  override readonly name = 'RestoreError';
  constructor(
    message: string,
    readonly report: RestoreReport,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const zeroCounts = (): Counts => ({
  companies: 0,
  people: 0,
  deals: 0,
  todos: 0,
  communications: 0,
});

export function emptyReport(dryRun: boolean): RestoreReport {
  return {
    dryRun,
    created: zeroCounts(),
    alreadyRestored: zeroCounts(),
    failed: zeroCounts(),
    writes: 0,
    problems: [],
    failures: [],
  };
}

/** Adds one record or part under its cause to `groups` (one group per cause, in the order first met). */
export function failureRecorder(groups: RestoreFailure[]): (cause: string, item: string) => void {
  const byCause = new Map<string, RestoreFailure>();
  return (cause, item) => {
    let group = byCause.get(cause);
    if (group === undefined) {
      group = { cause, items: [] };
      byCause.set(cause, group);
      groups.push(group);
    }
    group.items.push(item);
  };
}

const NOUNS = {
  companies: 'restore.counts.companies',
  people: 'restore.counts.people',
  deals: 'restore.counts.deals',
  todos: 'restore.counts.todos',
  communications: 'restore.counts.communications',
} as const satisfies Record<SnapshotKind, string>;

function countsText(counts: Counts): string[] {
  return (Object.keys(NOUNS) as SnapshotKind[])
    .filter((k) => counts[k] > 0)
    .map((k) => engineMessages.t(NOUNS[k], { count: counts[k] }));
}

/** "Created 3 companies, 10 people…; 42 writes in all. 1 company refused (see the failures)." */
export function describeWritten(report: RestoreReport): string {
  const { t } = engineMessages;
  const separator = t('restore.counts.separator');
  const created = countsText(report.created);
  const parts = created.length === 0 ? t('restore.noRecords') : created.join(separator);
  const refused = countsText(report.failed).join(separator);
  return (
    (report.dryRun
      ? t('restore.wouldCreate', { parts })
      : t('restore.created', { parts, writes: report.writes })) +
    (refused === ''
      ? ''
      : t(report.dryRun ? 'restore.wouldNotRestore' : 'restore.notRestored', { refused }))
  );
}

/** One line per cause: "Notes is too long (at most 65,536 characters) (2): Company Acme (#12), …". */
export function describeGroups(groups: readonly RestoreFailure[], itemsShown = 20): string[] {
  return groups.map(({ cause, items }) => {
    const shown = items.slice(0, itemsShown).join(', ');
    const more = items.length > itemsShown ? ` and ${items.length - itemsShown} more` : '';
    return `${cause} (${items.length}): ${shown}${more}`;
  });
}
