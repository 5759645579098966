import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '#lib/formatNumber';
import { namesOf } from './describeStep';
import { isFinished, mergeTitleOf, type MergeJob } from './mergeJob';
import { loadJob, saveNewJob, saveProgress } from './jobStore';
import { StepList } from './StepList';
import { planUndo } from './undoPlan';
import { useJobRunner } from './useJobRunner';
import { useT } from '#i18n/useT';
import { mergeMessages } from './messages';

const recordPath = (job: MergeJob, id: number) => `/${job.collection}/${id}`;

/**
 * A merge or undo kept in this browser: its progress step by step, why it stopped with a
 * button to run it on, and once a merge has finished, its undo. `autoStart` runs a job just
 * created; a job opened later waits for the user.
 */
export function JobView({ initial, autoStart }: { initial: MergeJob; autoStart: boolean }) {
  const t = useT(mergeMessages);
  const { job, running, run } = useJobRunner(initial);
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    void run(initial);
  }, [autoStart, initial, run]);

  const names = namesOf(job.snapshot);
  const finished = isFinished(job);
  const total = job.steps.length;

  function undo() {
    const undoJob: MergeJob = {
      ...job,
      id: `${job.id}-undo`,
      kind: 'undo',
      // The merge's own title: the screens say it is an undo (mergeTitleOf).
      title: job.title,
      steps: planUndo(job),
      done: 0,
      results: {},
      skipped: [],
      recreated: {},
      error: null,
      createdAt: new Date().toISOString(),
      undoneBy: undefined,
    };
    saveNewJob(undoJob);
    const merge = loadJob(job.id) ?? job;
    saveProgress({ ...merge, undoneBy: undoJob.id });
    void navigate(`/duplicates/merge?job=${encodeURIComponent(undoJob.id)}&run=1`);
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {job.kind === 'merge'
          ? t('job.mergeHeading', { title: job.title })
          : t('job.undoHeading', { title: mergeTitleOf(job) })}
      </Title>
      <div aria-live="polite">
        <Text size="sm">
          {finished
            ? t('job.done', { total: formatNumber(total) })
            : running
              ? t('job.running', { step: formatNumber(job.done + 1), total: formatNumber(total) })
              : t('job.progress', { done: formatNumber(job.done), total: formatNumber(total) })}
        </Text>
        <Progress value={total === 0 ? 100 : (100 * job.done) / total} aria-hidden mt={4} />
      </div>
      {job.error !== null && !running && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('job.stopped')}
        >
          <Text size="sm" mb="sm" style={{ overflowWrap: 'anywhere' }}>
            {job.error}
          </Text>
          <Text size="sm">{t('job.stoppedHelp')}</Text>
        </Alert>
      )}
      <Group>
        {!finished && (
          <Button onClick={() => void run(job)} loading={running}>
            {job.done === 0 ? t('job.start') : t('job.resume')}
          </Button>
        )}
        {finished && job.kind === 'merge' && job.undoneBy === undefined && (
          <Button variant="default" onClick={undo}>
            {t('job.undo')}
          </Button>
        )}
        {finished && job.kind === 'merge' && (
          <Anchor component={Link} to={recordPath(job, job.survivorId)}>
            {t('job.openSurvivor')}
          </Anchor>
        )}
      </Group>
      {finished && job.kind === 'undo' && (
        <List size="sm">
          {Object.entries(job.recreated).map(([oldId, newId]) => (
            <List.Item key={oldId}>
              <Anchor component={Link} to={recordPath(job, newId)}>
                {t('job.again', { name: names.contacts.get(Number(oldId)) ?? `#${oldId}` })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {job.skipped.length > 0 && (
        <Alert color="yellow" variant="light" title={t('job.skipped')}>
          <List size="sm">
            {job.skipped.map((line, index) => (
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <StepList steps={job.steps} names={names} done={job.done} />
    </Stack>
  );
}
