import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isFinished, type MergeJob } from './mergeJob';
import { loadJobs } from './jobStore';

function status(job: MergeJob): { text: string; color: string } {
  if (!isFinished(job))
    return { text: `stopped at step ${job.done + 1} of ${job.steps.length}`, color: 'red' };
  if (job.kind === 'undo') return { text: 'undone', color: 'gray' };
  return job.undoneBy === undefined
    ? { text: 'merged', color: 'green' }
    : { text: 'merged, then undone', color: 'gray' };
}

/** The merges and undos this browser keeps, newest first: one that stopped can be resumed, a merge undone. */
export function KeptMerges() {
  const jobs = loadJobs();
  if (jobs.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Merges in this browser
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
                      : `Undo: ${job.title.replace(/^Undo of /, '')}`}
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
