import { useState } from 'react';
import { Alert, Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { translateWithNodes } from '#i18n/withNodes';
import { JournalNotice } from './JournalNotice';
import { snapshotMessages } from './messages';
import { RestoreConfirm } from './RestoreConfirm';
import { RestorePlanStep } from './RestorePlanStep';
import { RestoreResult } from './RestoreResult';
import type { LoadedSnapshot } from './restoreWizard';
import { countsText } from './snapshotScope';
import { useRestore, type RestoreChoices } from './useRestore';

const SUMMARY_KEYS = {
  account: 'restore.summaryAccount',
  companies: 'restore.summaryCompanies',
  people: 'restore.summaryPeople',
  deals: 'restore.summaryDeals',
} as const;
type Scope = keyof typeof SUMMARY_KEYS;

/** The file's scope, when it is one we write, else named as the file does. */
function SnapshotSummary({ snapshot }: { snapshot: LoadedSnapshot }) {
  const t = useT(snapshotMessages);
  const { value } = snapshot;
  return (
    <Text size="sm">
      {t(
        Object.hasOwn(SUMMARY_KEYS, value.scope)
          ? SUMMARY_KEYS[value.scope as Scope]
          : 'restore.summaryOther',
        {
          scope: value.scope,
          taken: value.exportedAt.replace('T', ' ').slice(0, 16),
          counts: countsText(value),
        },
      )}
    </Text>
  );
}

function RestoreProgress({ done, total }: { done: number; total: number }) {
  const t = useT(snapshotMessages);
  return (
    <Stack gap={4}>
      <Progress
        value={total === 0 ? 0 : (done / total) * 100}
        aria-label={t('restore.progressLabel')}
      />
      <Text size="sm" role="status">
        {t('restore.progress', { done: formatNumber(done), total: formatNumber(total) })}
      </Text>
    </Stack>
  );
}

/** The command line's restore: a command, the same in every language. */
const SNAPSHOT_COMMAND = 'npm run snapshot';

/** Where what a restore created is kept: the account (our service), or this browser (a classic server). */
function MemoryNotice({ accountKeepsMap, count }: { accountKeepsMap: boolean; count: number }) {
  const t = useT(snapshotMessages);
  if (!accountKeepsMap) return null;
  return (
    <Text size="sm">
      {translateWithNodes(t, 'restore.memory', { command: <code>{SNAPSHOT_COMMAND}</code> })}
      {count > 0 ? t('restore.memoryBefore', { count, n: formatNumber(count) }) : ''}
    </Text>
  );
}

const NO_CHOICES: RestoreChoices = { assignees: {}, createSuperTags: false };

/** A snapshot restored into this account: planned, previewed and confirmed; undone at will. */
export function RestoreSnapshot() {
  const t = useT(snapshotMessages);
  const { state, dispatch, choose, run, undo, cancel, back } = useRestore();
  const [choices, setChoices] = useState<RestoreChoices>(NO_CHOICES);
  const busy = state.step === 'restoring';
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('restore.title')}
      </Title>
      <Text>{t('restore.intro')}</Text>
      <FileInput
        label={t('restore.file')}
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
        clearButtonProps={{ 'aria-label': t('restore.removeFile') }}
        disabled={busy}
      />
      {state.step === 'file' && state.readError !== null && (
        <Alert color="red" title={t('restore.unreadable')} role="alert">
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
              {t('restore.dryRun')}
            </Button>
            <Button onClick={() => void run(true, choices, true)} disabled={busy}>
              {t('restore.restore')}
            </Button>
            {state.journalCount > 0 && (
              <Button variant="default" color="red" onClick={() => void undo()} disabled={busy}>
                {t('restore.undo', {
                  count: state.journalCount,
                  n: formatNumber(state.journalCount),
                })}
              </Button>
            )}
            {busy && (
              <Button variant="default" color="red" onClick={cancel}>
                {t('restore.cancel')}
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
            <Alert color="blue" title={t('restore.undoneTitle')} role="status">
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
