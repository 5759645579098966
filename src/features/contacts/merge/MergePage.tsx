import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ContactCollection } from '#api/records';
import { QueryState } from '#components/QueryState';
import { ScreenHeader } from '#components/ScreenHeader';
import { JobView } from './JobView';
import { loadJob } from './jobStore';
import { MAX_MERGED_RECORDS } from './mergePlan';
import { MergeForm } from './MergeForm';
import { mergeSnapshotQuery } from './mergeQueries';

/** The ids of `?ids=1,2,3`, at most MAX_MERGED_RECORDS + 1 read (the plan refuses more). */
function parseIds(text: string | null): number[] {
  if (text === null) return [];
  return text
    .split(',', MAX_MERGED_RECORDS + 1)
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * `/duplicates/merge?kind=companies&ids=1,2`: choose how to merge those records and see the dry
 * run; `?job=<id>`: a merge or undo kept in this browser, to follow, resume or undo.
 */
export function MergePage() {
  const [params] = useSearchParams();
  const jobId = params.get('job');
  return (
    <Stack gap="md">
      <ScreenHeader title="Merge duplicates" />
      <Anchor component={Link} to="/duplicates" size="sm">
        Back to possible duplicates
      </Anchor>
      {jobId !== null ? (
        <KeptJob id={jobId} autoStart={params.get('run') === '1'} />
      ) : (
        <NewMerge
          collection={params.get('kind') === 'people' ? 'people' : 'companies'}
          ids={parseIds(params.get('ids'))}
        />
      )}
    </Stack>
  );
}

function KeptJob({ id, autoStart }: { id: string; autoStart: boolean }) {
  const job = loadJob(id);
  if (job === null)
    return (
      <Alert role="alert" color="yellow" variant="light" title="No such merge in this browser">
        Merges are kept in the browser that started them.
      </Alert>
    );
  return <JobView key={id} initial={job} autoStart={autoStart} />;
}

function NewMerge({ collection, ids }: { collection: ContactCollection; ids: number[] }) {
  const client = useApiClient();
  const query = useQuery(mergeSnapshotQuery(client, collection, ids));
  return (
    <QueryState
      query={query}
      errorTitle="Could not read the records to merge"
      loading={<Skeleton height={200} />}
    >
      {(snapshot) => <MergeForm snapshot={snapshot} />}
    </QueryState>
  );
}
