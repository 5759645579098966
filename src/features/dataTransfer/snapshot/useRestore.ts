import { useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ApiClient } from '#api/client/client';
import { forgetRestoreMap } from '#api/restores';
import { errorMessage } from '#lib/errorMessage';
import { formatNumber } from '#lib/formatNumber';
import type { AccountRestore } from '../engine/snapshot/accountRestore';
import { emptyJournal, type RestoreJournal } from '../engine/snapshot/restoreJournal';
import { emptyReport, RestoreError } from '../engine/snapshot/restoreReport';
import { refreshAfterRestore } from '../refreshCaches';
import { forgetJournal, loadJournal, saveJournal, snapshotKey } from './journalStorage';
import { snapshotMessages } from './messages';
import { initialRestore, restoreWizard, type LoadedSnapshot } from './restoreWizard';
import { loadSnapshotWork } from './loadSnapshotWork';

/** What the person restoring chose in the plan. */
export interface RestoreChoices {
  /** Source e-mail (lower case) → the target user's e-mail it goes to. */
  assignees: Record<string, string>;
  /** Define the SuperTags the target lacks first (our service only). */
  createSuperTags: boolean;
}

/** Records the journal (the account's, else this browser's) says a restore of this file created. */
async function journalOf(
  client: ApiClient,
  snapshot: LoadedSnapshot,
  accountKeepsMap: boolean,
): Promise<RestoreJournal> {
  if (accountKeepsMap) {
    const { openAccountRestore } = await loadSnapshotWork();
    const account = await openAccountRestore(client, snapshot.id);
    if (account !== null) return account.journal;
  }
  return loadJournal(snapshot.key) ?? emptyJournal(client.baseUrl);
}

const countOf = (journal: RestoreJournal) => Object.keys(journal.ids).length;

/** The restore wizard's state and its work: read the file, preview, run (dry or not), undo, cancel. */
export function useRestore() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(restoreWizard, initialRestore);
  const stop = useRef<AbortController | null>(null);

  async function choose(file: File | null) {
    dispatch({ type: 'fileChosen', file });
    if (file === null) return;
    try {
      const { decodeSnapshot, planRestore, snapshotId } = await loadSnapshotWork();
      const text = await file.text();
      const snapshot = {
        value: decodeSnapshot(text),
        key: snapshotKey(text),
        id: snapshotId(text),
      };
      const plan = await planRestore(client, snapshot.value);
      const journal = await journalOf(client, snapshot, plan.accountKeepsMap);
      dispatch({ type: 'read', snapshot, plan, journalCount: countOf(journal) });
    } catch (e) {
      dispatch({ type: 'unreadable', error: errorMessage(e) });
    }
  }

  async function run(dryRun: boolean, choices: RestoreChoices, preview = false) {
    if (state.step !== 'ready' && state.step !== 'confirming') return;
    const { snapshot, plan } = state;
    const controller = new AbortController();
    stop.current = controller;
    dispatch({ type: 'progress', done: 0, total: 0 });
    let account: AccountRestore | null = null;
    let work: Awaited<ReturnType<typeof loadSnapshotWork>>;
    try {
      work = await loadSnapshotWork();
      // Never the browser's journal when the account keeps one: that would create records twice.
      if (plan.accountKeepsMap)
        account = await work.openAccountRestore(client, snapshot.id, controller.signal);
    } catch (e) {
      stop.current = null;
      dispatch({
        type: 'ended',
        result: { report: emptyReport(dryRun), error: errorMessage(e) },
        journalCount: state.journalCount,
      });
      return;
    }
    const journal = account?.journal ?? loadJournal(snapshot.key) ?? emptyJournal(client.baseUrl);
    // The browser's journal (a classic server): saved at most twice a second, and at the end.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const persist = () => {
      if (account !== null) return;
      timer ??= setTimeout(() => {
        timer = null;
        saveJournal(snapshot.key, journal);
      }, 500);
    };
    let result;
    try {
      if (!dryRun && account !== null && choices.createSuperTags)
        await work.defineMissingSuperTags(
          client,
          snapshot.id,
          plan.missingSuperTags,
          controller.signal,
        );
      const report = await work.restoreSnapshot(client, snapshot.value, {
        journal,
        dryRun,
        signal: controller.signal,
        onJournal: persist,
        account: account ?? undefined,
        assigneeChoices: choices.assignees,
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
      if (!dryRun && account === null) saveJournal(snapshot.key, journal);
      stop.current = null;
    }
    if (preview && result.error === null) {
      dispatch({ type: 'previewed', preview: result.report });
      return;
    }
    dispatch({ type: 'ended', result, journalCount: countOf(journal) });
    if (!dryRun) await refreshAfterRestore(queryClient);
  }

  /** Deletes every record a restore of this file created, then forgets its journal. */
  async function undo() {
    if (state.step !== 'ready') return;
    const { snapshot, plan } = state;
    dispatch({ type: 'progress', done: 0, total: state.journalCount });
    let message: string;
    try {
      const { undoRestore } = await loadSnapshotWork();
      const journal = await journalOf(client, snapshot, plan.accountKeepsMap);
      const outcome = await undoRestore(client, journal.ids, {
        onProgress: (done, total) => dispatch({ type: 'progress', done, total }),
      });
      if (outcome.failures.length === 0) {
        if (plan.accountKeepsMap) await forgetRestoreMap(client, snapshot.id);
        else forgetJournal(snapshot.key);
      }
      const { t } = snapshotMessages;
      message =
        t('restore.undone', { count: outcome.deleted, n: formatNumber(outcome.deleted) }) +
        (outcome.failures.length > 0
          ? t('restore.undoFailures', {
              n: formatNumber(outcome.failures.length),
              failures: outcome.failures.slice(0, 10).join('; '),
            })
          : '');
    } catch (e) {
      message = snapshotMessages.t('restore.undoStopped', { error: errorMessage(e) });
    }
    const left = await journalOf(client, snapshot, plan.accountKeepsMap).catch(() => null);
    dispatch({ type: 'undone', message, journalCount: left === null ? 0 : countOf(left) });
    await refreshAfterRestore(queryClient);
  }

  return {
    state,
    dispatch,
    choose,
    run,
    undo,
    cancel: () => stop.current?.abort(),
    back: () =>
      state.step === 'confirming' &&
      dispatch({
        type: 'ended',
        result: { report: state.preview, error: null },
        journalCount: state.journalCount,
      }),
  };
}
