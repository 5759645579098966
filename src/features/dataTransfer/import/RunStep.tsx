import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { formatSeconds } from '../download';
import type { ImportProgress } from '../engine/csvImport/importOutcome';
import type { RunningImport } from './runningImport';

function progressText(progress: ImportProgress | null): string {
  if (progress === null) return 'Starting…';
  const left =
    progress.secondsLeft === null
      ? 'time left unknown'
      : `about ${formatSeconds(progress.secondsLeft)} left`;
  return `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows · ${progress.rowsPerSecond.toFixed(1)} rows/s · ${left}${progress.failed > 0 ? ` · ${progress.failed} failed` : ''}`;
}

/** Step 4: the running import's progress and Cancel (rows in flight finish, none is started). */
export function RunStep({ running }: { running: RunningImport }) {
  const { progress } = running;
  return (
    <Stack gap="xs" aria-label="Import progress" role="group" style={BREAK_ANYWHERE}>
      <Title order={2} size="h3">
        Importing {running.fileName}
      </Title>
      <Progress
        value={
          progress === null || progress.total === 0 ? 0 : (progress.done / progress.total) * 100
        }
        aria-label="Rows imported"
      />
      <Text size="sm" role="status">
        {progressText(progress)}
      </Text>
      <Text size="sm" c="dimmed">
        You may open other pages meanwhile: the import goes on, and its report and Undo wait in the
        import history below. Closing this tab stops it.
      </Text>
      <Group>
        <Button
          variant="default"
          color="red"
          onClick={() => running.cancel.abort()}
          disabled={running.cancel.signal.aborted}
        >
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
