import { useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import { userQueries } from '#api/users';
import { errorMessage } from '#lib/errorMessage';
import type { ImportKind } from '../engine/csvImport/importFields';
import { loadImportWork } from './loadImportWork';
import { preloadLaterSteps } from './laterSteps';
import { importWizard, initialWizard } from './importWizard';
import { startImport, useImportState } from './runningImport';
import { formatNumber } from '#lib/formatNumber';
import { importMessages } from './messages';

/**
 * The account the import history belongs to: the API's address and the user the console acts
 * as (null while that is read). A service without the current-user extension: its address alone.
 */
export function useImportAccount(): string | null {
  const client = useApiClient();
  const current = useQuery({ ...userQueries.current(client), retry: false });
  if (current.isPending) return null;
  const user = current.data;
  return `${client.baseUrl}|${user === undefined ? '' : (user.id ?? user.email)}`;
}

/** The wizard's state and its steps' work: read the file and the account, dry run, start. */
export function useImportWizard(account: string | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { running } = useImportState();
  const [state, dispatch] = useReducer(importWizard, running?.id ?? null, initialWizard);

  async function chooseFile(file: File | null, kind: ImportKind) {
    dispatch({ type: 'fileChosen', file, kind });
    if (file === null) return;
    preloadLaterSteps();
    try {
      const { checkCsvFileSize, decodeCsvBytes, loadImportContext, matchHeaders, parseCsv } =
        await loadImportWork();
      checkCsvFileSize(file.size);
      dispatch({ type: 'busy', text: importMessages.t('busy.reading') });
      const { text, encoding, bom } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      const csv = await parseCsv(text, {
        onProgress: (rows) =>
          dispatch({
            type: 'busy',
            text: importMessages.t('busy.readingRows', { rows: formatNumber(rows) }),
          }),
      });
      if (csv.header.length === 0) throw new Error(importMessages.t('busy.empty'));
      dispatch({ type: 'busy', text: importMessages.t('busy.readingAccount') });
      const context = await loadImportContext(client, kind);
      dispatch({
        type: 'loaded',
        loaded: { fileName: file.name, format: { encoding, bom }, csv, context },
        mapping: matchHeaders(csv.header, kind, context.superTags),
      });
    } catch (e) {
      dispatch({ type: 'failed', error: errorMessage(e) });
    }
  }

  async function dryRun() {
    const { loaded } = state;
    if (loaded === null) return;
    dispatch({ type: 'checking' });
    try {
      dispatch({ type: 'busy', text: importMessages.t('busy.checking') });
      const { planImport } = await loadImportWork();
      const plan = await planImport(loaded.csv.rows, state.mapping, loaded.context, {
        policy: state.policy,
        onProgress: (n) =>
          dispatch({
            type: 'busy',
            text: importMessages.t('busy.checkingRows', { rows: formatNumber(n) }),
          }),
      });
      dispatch({ type: 'planned', plan });
    } catch (e) {
      dispatch({ type: 'failed', error: errorMessage(e) });
    }
  }

  function start() {
    const { loaded, plan } = state;
    if (loaded === null || plan === null || account === null) return;
    try {
      const runId = startImport({
        client,
        queryClient,
        account,
        fileName: loaded.fileName,
        kind: state.kind,
        header: loaded.csv.header,
        rows: loaded.csv.rows,
        delimiter: loaded.csv.delimiter,
        format: loaded.format,
        plan,
        users: loaded.context.users,
        superTags: loaded.context.superTags,
      });
      dispatch({ type: 'started', runId });
    } catch (e) {
      dispatch({ type: 'failed', error: errorMessage(e) });
    }
  }

  return { state, dispatch, chooseFile, dryRun, start };
}
