import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/client';
import type { SuperTagDefinition } from '#xml/superTag';
import type { User } from '#xml/user';
import { errorMessage } from '#lib/errorMessage';
import type { CsvFileFormat } from '../engine/csvImport/encodeCsvText';
import type { ImportKind } from '../engine/csvImport/importFields';
import type { ImportProgress } from '../engine/csvImport/importOutcome';
import type { CsvDelimiter } from '../engine/csvImport/parseCsv';
import type { PlannedRow } from '../engine/csvImport/planImport';
import { loadImportWork } from './loadImportWork';
import { importMessages } from './messages';
import { refreshAfterImport } from '../refreshCaches';
import {
  addImport,
  countResults,
  MAX_FAILED_ROWS,
  markUndone,
  type ImportRecord,
} from './importHistory';

/**
 * The import that is running, held here and not in its page (issue 29): leaving the page does
 * not stop it, and when it ends its report and Undo go to the import history. Closing or
 * reloading the tab would stop it, so the browser asks first while one runs.
 */
export interface RunningImport {
  account: string;
  id: string;
  fileName: string;
  kind: ImportKind;
  progress: ImportProgress | null;
  cancel: AbortController;
}

export interface StartImport {
  client: ApiClient;
  queryClient: QueryClient;
  account: string;
  fileName: string;
  kind: ImportKind;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  delimiter: CsvDelimiter;
  format: CsvFileFormat;
  plan: readonly PlannedRow[];
  users: readonly User[];
  superTags: readonly SuperTagDefinition[];
}

interface State {
  running: RunningImport | null;
  /** The import that ended last in this tab (its page shows its report). */
  finishedId: string | null;
  /** Imports whose Undo is running. */
  undoing: ReadonlySet<string>;
  /** Why the last import ended without a report (rows' own errors are in the report, not here). */
  failure: string | null;
}

let state: State = { running: null, finishedId: null, undoing: new Set(), failure: null };
const listeners = new Set<() => void>();

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useImportState(): State {
  return useSyncExternalStore(subscribe, () => state);
}

function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = '';
}

/** Starts the import; it runs until it ends or is cancelled, whichever page is shown meanwhile. */
export function startImport(args: StartImport): string {
  if (state.running !== null) throw new Error(importMessages.t('run.alreadyRunning'));
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const startedAt = new Date().toISOString();
  const cancel = new AbortController();
  set({
    running: {
      account: args.account,
      id,
      fileName: args.fileName,
      kind: args.kind,
      progress: null,
      cancel,
    },
    finishedId: null,
    failure: null,
  });
  window.addEventListener('beforeunload', askBeforeUnload);
  void (async () => {
    try {
      const { runImport, failedRowsOf } = await loadImportWork();
      const outcome = await runImport(args.client, args.plan, {
        kind: args.kind,
        users: args.users,
        superTags: args.superTags,
        signal: cancel.signal,
        onProgress: (progress) => {
          if (state.running?.id === id) set({ running: { ...state.running, progress } });
        },
      });
      const record: ImportRecord = {
        id,
        fileName: args.fileName,
        kind: args.kind,
        startedAt,
        seconds: outcome.seconds,
        cancelled: outcome.cancelled,
        counts: countResults(outcome),
        header: [...args.header],
        delimiter: args.delimiter,
        encoding: args.format.encoding,
        bom: args.format.bom,
        failedRows: failedRowsOf(args.rows, outcome.results, MAX_FAILED_ROWS),
        undo: outcome.undo,
        undone: null,
      };
      addImport(args.account, record);
    } catch (error) {
      set({ failure: errorMessage(error) });
    } finally {
      window.removeEventListener('beforeunload', askBeforeUnload);
      set({ running: null, finishedId: id });
      await refreshAfterImport(args.queryClient, args.kind);
    }
  })();
  return id;
}

/** Undoes a recorded import (newest change first); the history says what it did. */
export async function undoRecordedImport(
  client: ApiClient,
  queryClient: QueryClient,
  account: string,
  record: ImportRecord,
): Promise<void> {
  if (state.undoing.has(record.id)) return;
  set({ undoing: new Set([...state.undoing, record.id]) });
  try {
    const { undoImport } = await loadImportWork();
    const result = await undoImport(client, record.undo);
    // Kept in the history as text: in the language of the moment the import was undone.
    const message =
      result.failures.length === 0
        ? importMessages.t('report.undone', { count: result.undone })
        : importMessages.t('report.undoneWithFailures', {
            count: result.undone,
            failed: result.failures.length,
            failures: result.failures.slice(0, 5).join('; '),
          });
    markUndone(account, record.id, message);
  } finally {
    set({ undoing: new Set([...state.undoing].filter((id) => id !== record.id)) });
    await refreshAfterImport(queryClient, record.kind);
  }
}
