import { Suspense } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { ScreenHeader } from '#components/ScreenHeader';
import { useT } from '#i18n/useT';
import { DataTransferNav } from '../DataTransferNav';
import { FileStep } from './FileStep';
import { ImportHistory, RecordedImport, useImportHistory } from './ImportHistory';
import { LeaveImportGuard } from './LeaveImportGuard';
import { LazyMappingStep, LazyPreviewStep } from './laterSteps';
import { RunStep } from './RunStep';
import { useImportState } from './runningImport';
import { useImportAccount, useImportWizard } from './useImportWizard';
import { importMessages } from './messages';

/**
 * CSV import: choose the kind and the file, check the column mapping, see the dry run (every row as
 * create, update, skip or error, nothing sent), run it with progress and Cancel, then download the
 * failed rows or undo the whole import. The run goes on when the page is left; every import's
 * report stays in the history below.
 */
export function ImportPage() {
  const t = useT(importMessages);
  const account = useImportAccount();
  return (
    <Stack gap="md">
      <ScreenHeader title={t('page.title')} />
      <DataTransferNav />
      <Text>{t('page.intro')}</Text>
      {account === null ? (
        <Loader size="sm" aria-label={t('page.readingAccount')} />
      ) : (
        <ImportWizard account={account} />
      )}
    </Stack>
  );
}

function ImportWizard({ account }: { account: string }) {
  const t = useT(importMessages);
  const { state, dispatch, chooseFile, dryRun, start } = useImportWizard(account);
  const { running, finishedId, failure } = useImportState();
  const history = useImportHistory(account);
  const runningHere = running !== null && running.account === account;
  const finished =
    state.step === 'run' && running?.id !== state.runId && state.runId === finishedId
      ? history.find((r) => r.id === state.runId)
      : undefined;
  const { loaded, plan } = state;
  return (
    <>
      {runningHere && <LeaveImportGuard />}
      <FileStep
        kind={state.kind}
        file={state.file}
        disabled={running !== null}
        onChoose={(file, kind) => void chooseFile(file, kind)}
      />
      {state.busy !== null && (
        <Text role="status" c="dimmed">
          {state.busy}
        </Text>
      )}
      {state.error !== null && (
        <Alert color="red" title={t('page.cannotGoOn')} role="alert">
          {state.error}
        </Alert>
      )}
      <Suspense fallback={<Loader size="sm" aria-label={t('page.loadingStep')} />}>
        {loaded !== null && (state.step === 'mapping' || state.step === 'preview') && (
          <LazyMappingStep
            kind={state.kind}
            loaded={loaded}
            mapping={state.mapping}
            policy={state.policy}
            checked={state.step === 'preview'}
            busy={state.busy !== null}
            onMapping={(mapping) => dispatch({ type: 'mappingChanged', mapping })}
            onPolicy={(policy) => dispatch({ type: 'policyChanged', policy })}
            onDryRun={() => void dryRun()}
          />
        )}
        {state.step === 'preview' && plan !== null && (
          <LazyPreviewStep plan={plan} canStart={running === null} onStart={start} />
        )}
      </Suspense>
      {running !== null && <RunStep running={running} />}
      {failure !== null && (
        <Alert color="red" title={t('page.stopped')} role="alert">
          {failure}
        </Alert>
      )}
      {finished !== undefined && <RecordedImport account={account} record={finished} />}
      <ImportHistory account={account} records={history.filter((r) => r !== finished)} />
    </>
  );
}
