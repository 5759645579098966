import { Alert, Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { JournalNotice } from './JournalNotice';
import { RestoreResult } from './RestoreResult';
import type { LoadedSnapshot } from './restoreWizard';
import { countsText } from './snapshotScope';
import { useRestore } from './useRestore';

function SnapshotSummary({ snapshot }: { snapshot: LoadedSnapshot }) {
  const { value } = snapshot;
  return (
    <Text size="sm">
      Snapshot of {value.scope === 'account' ? 'an account' : value.scope} taken{' '}
      {value.exportedAt.replace('T', ' ').slice(0, 16)} UTC: {countsText(value)}.
    </Text>
  );
}

function RestoreProgress({ done, total }: { done: number; total: number }) {
  return (
    <Stack gap={4}>
      <Progress value={total === 0 ? 0 : (done / total) * 100} aria-label="Records restored" />
      <Text size="sm" role="status">
        {done} of {total} records
      </Text>
    </Stack>
  );
}

/** A snapshot restored into this account, a dry run first; a stopped restore carries on. */
export function RestoreSnapshot() {
  const { state, dispatch, choose, run, cancel } = useRestore();
  const restoring = state.step === 'restoring';
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Restore a snapshot into this account
      </Title>
      <Text>
        Records are created anew and every link is pointed at the restored records. Try a dry run
        first: it writes nothing.
      </Text>
      <FileInput
        label="Snapshot file"
        accept=".xml,application/xml,text/xml"
        value={state.file}
        onChange={(next) => void choose(next)}
        leftSection={<IconFileImport size={16} aria-hidden />}
        w={360}
        maw="100%"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        disabled={restoring}
      />
      {state.step === 'file' && state.readError !== null && (
        <Alert color="red" title="This file cannot be restored (nothing was written)" role="alert">
          {state.readError}
        </Alert>
      )}
      {state.step !== 'file' && (
        <Stack gap="xs">
          <SnapshotSummary snapshot={state.snapshot} />
          <JournalNotice
            snapshotKey={state.snapshot.key}
            count={state.journalCount}
            onForget={() => dispatch({ type: 'journalForgotten' })}
          />
          <Group>
            <Button variant="default" onClick={() => void run(true)} disabled={restoring}>
              Dry run
            </Button>
            <Button onClick={() => void run(false)} disabled={restoring}>
              Restore
            </Button>
            {restoring && (
              <Button variant="default" color="red" onClick={cancel}>
                Cancel
              </Button>
            )}
          </Group>
          {state.step === 'restoring' && <RestoreProgress done={state.done} total={state.total} />}
          {state.step === 'ready' && state.result !== null && (
            <RestoreResult report={state.result.report} error={state.result.error} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
