import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isFinished, type MergeJob } from './mergeJob';
import { loadJobs } from './jobStore';
import { useT } from '#i18n/useT';
import { mergeMessages } from './messages';
import { mergeTitleOf } from './mergeJob';

function status(job: MergeJob): { text: string; color: string } {
  const { t } = mergeMessages;
  if (!isFinished(job))
    return {
      text: t('kept.stopped', { step: job.done + 1, total: job.steps.length }),
      color: 'red',
    };
  if (job.kind === 'undo') return { text: t('kept.undone'), color: 'gray' };
  return job.undoneBy === undefined
    ? { text: t('kept.merged'), color: 'green' }
    : { text: t('kept.mergedThenUndone'), color: 'gray' };
}

/** The merges and undos this browser keeps, newest first: one that stopped can be resumed, a merge undone. */
export function KeptMerges() {
  const t = useT(mergeMessages);
  const jobs = loadJobs();
  if (jobs.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('kept.title')}
      </Title>
      <List spacing={4} size="sm" listStyleType="none">
        {jobs.map((job) => {
          const { text, color } = status(job);
          return (
            <List.Item key={job.id}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/duplicates/merge?job=${encodeURIComponent(job.id)}`}>
                  <Text span style={{ overflowWrap: 'anywhere' }}>
                    {job.kind === 'merge'
                      ? job.title
                      : t('kept.undo', { title: mergeTitleOf(job) })}
                  </Text>
                </Anchor>
                <Badge color={color} variant="light">
                  {text}
                </Badge>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
