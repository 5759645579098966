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
import { useT } from '#i18n/useT';
import { mergeMessages } from './messages';

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
  const t = useT(mergeMessages);
  const [params] = useSearchParams();
  const jobId = params.get('job');
  return (
    <Stack gap="md">
      <ScreenHeader title={t('page.title')} />
      <Anchor component={Link} to="/duplicates" size="sm">
        {t('page.back')}
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
  const t = useT(mergeMessages);
  const job = loadJob(id);
  if (job === null)
    return (
      <Alert role="alert" color="yellow" variant="light" title={t('page.noJob')}>
        {t('page.noJobHelp')}
      </Alert>
    );
  return <JobView key={id} initial={job} autoStart={autoStart} />;
}

function NewMerge({ collection, ids }: { collection: ContactCollection; ids: number[] }) {
  const t = useT(mergeMessages);
  const client = useApiClient();
  const query = useQuery(mergeSnapshotQuery(client, collection, ids));
  return (
    <QueryState query={query} errorTitle={t('page.readError')} loading={<Skeleton height={200} />}>
      {(snapshot) => <MergeForm snapshot={snapshot} />}
    </QueryState>
  );
}
