import { useState } from 'react';
import { Alert, Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { JournalNotice } from './JournalNotice';
import { RestoreConfirm } from './RestoreConfirm';
import { RestorePlanStep } from './RestorePlanStep';
import { RestoreResult } from './RestoreResult';
import type { LoadedSnapshot } from './restoreWizard';
import { countsText } from './snapshotScope';
import { useRestore, type RestoreChoices } from './useRestore';

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

/** Where what a restore created is kept: the account (our service), or this browser (a classic server). */
function MemoryNotice({ accountKeepsMap, count }: { accountKeepsMap: boolean; count: number }) {
  if (!accountKeepsMap) return null;
  return (
    <Text size="sm">
      This account keeps what restores created: running this restore again, from any browser or from{' '}
      <code>npm run snapshot</code>, creates nothing twice.
      {count > 0 ? ` ${count} records of this snapshot were restored before.` : ''}
    </Text>
  );
}

const NO_CHOICES: RestoreChoices = { assignees: {}, createSuperTags: false };

/** A snapshot restored into this account: planned, previewed and confirmed; undone at will. */
export function RestoreSnapshot() {
  const { state, dispatch, choose, run, undo, cancel, back } = useRestore();
  const [choices, setChoices] = useState<RestoreChoices>(NO_CHOICES);
  const busy = state.step === 'restoring';
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Restore a snapshot into this account
      </Title>
      <Text>
        Records are created anew and every link is pointed at the restored records. A restore shows
        what it will create and asks first; a dry run writes nothing.
      </Text>
      <FileInput
        label="Snapshot file"
        accept=".xml,application/xml,text/xml"
        value={state.file}
        onChange={(next) => {
          setChoices(NO_CHOICES);
          void choose(next);
        }}
        leftSection={<IconFileImport size={16} aria-hidden />}
        w={360}
        maw="100%"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        disabled={busy}
      />
      {state.step === 'file' && state.readError !== null && (
        <Alert color="red" title="This file cannot be restored (nothing was written)" role="alert">
          {state.readError}
        </Alert>
      )}
      {state.step !== 'file' && (
        <Stack gap="xs">
          <SnapshotSummary snapshot={state.snapshot} />
          <MemoryNotice accountKeepsMap={state.plan.accountKeepsMap} count={state.journalCount} />
          {!state.plan.accountKeepsMap && (
            <JournalNotice
              snapshotKey={state.snapshot.key}
              count={state.journalCount}
              onForget={() => dispatch({ type: 'journalForgotten' })}
            />
          )}
          <RestorePlanStep
            plan={state.plan}
            choices={choices}
            onChange={setChoices}
            disabled={busy}
          />
          <Group>
            <Button variant="default" onClick={() => void run(true, choices)} disabled={busy}>
              Dry run
            </Button>
            <Button onClick={() => void run(true, choices, true)} disabled={busy}>
              Restore…
            </Button>
            {state.journalCount > 0 && (
              <Button variant="default" color="red" onClick={() => void undo()} disabled={busy}>
                Undo this restore ({state.journalCount} records)
              </Button>
            )}
            {busy && (
              <Button variant="default" color="red" onClick={cancel}>
                Cancel
              </Button>
            )}
          </Group>
          {state.step === 'restoring' && <RestoreProgress done={state.done} total={state.total} />}
          {state.step === 'confirming' && (
            <RestoreConfirm
              preview={state.preview}
              superTagsToCreate={
                state.plan.accountKeepsMap && choices.createSuperTags
                  ? state.plan.missingSuperTags.length
                  : 0
              }
              onConfirm={() => void run(false, choices)}
              onCancel={back}
            />
          )}
          {state.step === 'ready' && state.undone !== null && (
            <Alert color="blue" title="Restore undone" role="status">
              {state.undone}
            </Alert>
          )}
          {state.step === 'ready' && state.result !== null && (
            <RestoreResult report={state.result.report} error={state.result.error} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
