import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { listHref } from '../../components/listMemory';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { isNotFound } from '../../api/http/apiError';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { CompanyDetails } from './CompanyDetails';

/** `/companies/:id`: a company, editable in place, with what hangs below it. */
export function CompanyDetailPage() {
  const { id: idText = '' } = useParams();
  if (!/^\d{1,15}$/.test(idText)) {
    return (
      <NotFoundMessage title="Company not found" backTo={listHref('/companies')} backLabel="All companies">
        “{idText}” is not a company number. Find the company in the list instead.
      </NotFoundMessage>
    );
  }
  return <CompanyDetail key={idText} id={Number(idText)} />;
}

function CompanyDetail({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery(companyQueries.detail(client, id));
  if (isNotFound(query.error)) {
    return (
      <NotFoundMessage title="Company not found" backTo={listHref('/companies')} backLabel="All companies">
        There is no company number {id}: it may have been deleted. Find the company in the list instead.
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listHref('/companies')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All companies
        </Group>
      </Anchor>
      <QueryState query={query} errorTitle="Could not load the company" loading={<DetailSkeleton />}>
        {(shown) => <CompanyDetails company={shown.value} etag={shown.etag} />}
      </QueryState>
    </Stack>
  );
}

export function DetailSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={36} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={80} />
      <Skeleton height={120} />
    </Stack>
  );
}
