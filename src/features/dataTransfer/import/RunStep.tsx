import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { formatSeconds } from '../download';
import type { ImportProgress } from '../engine/csvImport/importOutcome';
import type { RunningImport } from './runningImport';
import { useT } from '#i18n/useT';
import type { Translate } from '#i18n/catalogue';
import { currentLocale } from '#i18n/i18n';
import { formatNumber } from '#lib/formatNumber';
import { importMessages } from './messages';
import type { english } from './messages.en';

function progressText(t: Translate<typeof english>, progress: ImportProgress | null): string {
  if (progress === null) return t('run.starting');
  const left =
    progress.secondsLeft === null
      ? t('run.timeLeftUnknown')
      : t('run.timeLeft', { time: formatSeconds(progress.secondsLeft) });
  const rate = new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(progress.rowsPerSecond);
  const values = {
    done: formatNumber(progress.done),
    total: formatNumber(progress.total),
    rate,
    left,
    failed: formatNumber(progress.failed),
  };
  return t(progress.failed > 0 ? 'run.progressFailed' : 'run.progress', values);
}

/** Step 4: the running import's progress and Cancel (rows in flight finish, none is started). */
export function RunStep({ running }: { running: RunningImport }) {
  const t = useT(importMessages);
  const { progress } = running;
  return (
    <Stack gap="xs" aria-label={t('run.label')} role="group" style={BREAK_ANYWHERE}>
      <Title order={2} size="h3">
        {t('run.title', { file: running.fileName })}
      </Title>
      <Progress
        value={
          progress === null || progress.total === 0 ? 0 : (progress.done / progress.total) * 100
        }
        aria-label={t('run.rowsImported')}
      />
      <Text size="sm" role="status">
        {progressText(t, progress)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('run.meanwhile')}
      </Text>
      <Group>
        <Button
          variant="default"
          color="red"
          onClick={() => running.cancel.abort()}
          disabled={running.cancel.signal.aborted}
        >
          {t('run.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
