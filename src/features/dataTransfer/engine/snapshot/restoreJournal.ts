import { engineMessages } from '../messages';

/**
 * What a restore has written, so a restore that stopped half way can be run again without
 * duplicating anything: the new id of every record created (`companies:12` → 345) and every
 * finished step below a record (`companies:12:comment:88`, `communications:7:participant:12:to`).
 * The CLI keeps it in `<file>.journal.json`, the console in localStorage (and offers it as a file).
 */
export interface RestoreJournal {
  version: 1;
  /** The target the ids belong to (`http://host/service`): a journal is never applied to another account's ids by mistake. */
  target: string;
  ids: Record<string, number>;
  done: Record<string, true>;
}

export function emptyJournal(target: string): RestoreJournal {
  return { version: 1, target, ids: {}, done: {} };
}

/** A journal read back from JSON; anything else (another program's file, a damaged one) is refused. */
export function parseJournal(text: string): RestoreJournal {
  const value = JSON.parse(text) as unknown;
  const journal = value as Partial<RestoreJournal> | null;
  const plainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (
    !plainObject(journal) ||
    journal?.version !== 1 ||
    typeof journal.target !== 'string' ||
    !plainObject(journal.ids) ||
    !plainObject(journal.done)
  ) {
    throw new Error(engineMessages.t('journal.notJournal'));
  }
  for (const id of Object.values(journal.ids as Record<string, unknown>))
    if (!Number.isInteger(id)) throw new Error(engineMessages.t('journal.idNotNumber'));
  return { version: 1, target: journal.target, ids: { ...journal.ids }, done: { ...journal.done } };
}

/** One change to a journal: keys set (a record's new id, or `true` for a step done) and forgotten. */
export interface JournalChange {
  set: [key: string, value: number | true][];
  forget: string[];
}

/** Where a journal is kept as it changes, besides `onJournal`: the restore waits for each save. */
export interface JournalSink {
  save(change: JournalChange): Promise<void>;
}
