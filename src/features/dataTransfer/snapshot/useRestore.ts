import { useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { errorMessage } from '#lib/errorMessage';
import { emptyReport, RestoreError } from '../engine/snapshot/restoreReport';
import { restoreSnapshot } from '../engine/snapshot/restoreSnapshot';
import { decodeSnapshot } from '../engine/snapshot/snapshotDocument';
import { refreshAfterRestore } from '../refreshCaches';
import { loadJournal, saveJournal, snapshotKey } from './journalStorage';
import { initialRestore, restoreWizard } from './restoreWizard';

const journalSize = (key: string) => Object.keys(loadJournal(key)?.ids ?? {}).length;

/** The restore wizard's state and its work: read the file, run (dry or not), cancel. */
export function useRestore() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(restoreWizard, initialRestore);
  const stop = useRef<AbortController | null>(null);

  async function choose(file: File | null) {
    dispatch({ type: 'fileChosen', file });
    if (file === null) return;
    try {
      const text = await file.text();
      const key = snapshotKey(text);
      dispatch({
        type: 'read',
        snapshot: { value: decodeSnapshot(text), key },
        journalCount: journalSize(key),
      });
    } catch (e) {
      dispatch({ type: 'unreadable', error: errorMessage(e) });
    }
  }

  async function run(dryRun: boolean) {
    if (state.step !== 'ready') return;
    const { snapshot } = state;
    const controller = new AbortController();
    stop.current = controller;
    dispatch({ type: 'progress', done: 0, total: 0 });
    const journal = loadJournal(snapshot.key) ?? {
      version: 1 as const,
      target: client.baseUrl,
      ids: {},
      done: {},
    };
    // Saved at most twice a second while running, and once at the end whatever happened.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const persist = () => {
      timer ??= setTimeout(() => {
        timer = null;
        saveJournal(snapshot.key, journal);
      }, 500);
    };
    let result;
    try {
      const report = await restoreSnapshot(client, snapshot.value, {
        journal,
        dryRun,
        signal: controller.signal,
        onJournal: persist,
        onProgress: (p) => dispatch({ type: 'progress', done: p.done, total: p.total }),
      });
      result = { report, error: null };
    } catch (e) {
      result =
        e instanceof RestoreError
          ? { report: e.report, error: e.message }
          : { report: emptyReport(dryRun), error: errorMessage(e) };
    } finally {
      if (timer !== null) clearTimeout(timer);
      if (!dryRun) saveJournal(snapshot.key, journal);
      stop.current = null;
    }
    dispatch({ type: 'ended', result, journalCount: journalSize(snapshot.key) });
    if (!dryRun) await refreshAfterRestore(queryClient);
  }

  return { state, dispatch, choose, run, cancel: () => stop.current?.abort() };
}
