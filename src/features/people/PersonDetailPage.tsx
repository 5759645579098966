import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { listHref } from '../../components/listMemory';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { isNotFound } from '../../api/http/apiError';
import { personQueries } from '../../api/people';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { DetailSkeleton } from '../companies/CompanyDetailPage';
import { PersonDetails } from './PersonDetails';

/** `/people/:id`: a person, editable in place, with their company, communications and to-dos. */
export function PersonDetailPage() {
  const { id: idText = '' } = useParams();
  if (!/^\d{1,15}$/.test(idText)) {
    return (
      <NotFoundMessage title="Person not found" backTo={listHref('/people')} backLabel="All people">
        “{idText}” is not a person number. Find the person in the list instead.
      </NotFoundMessage>
    );
  }
  return <PersonDetail key={idText} id={Number(idText)} />;
}

function PersonDetail({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery(personQueries.detail(client, id));
  if (isNotFound(query.error)) {
    return (
      <NotFoundMessage title="Person not found" backTo={listHref('/people')} backLabel="All people">
        There is no person number {id}: they may have been deleted. Find the person in the list instead.
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listHref('/people')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All people
        </Group>
      </Anchor>
      <QueryState query={query} errorTitle="Could not load the person" loading={<DetailSkeleton />}>
        {(shown) => <PersonDetails person={shown.value} etag={shown.etag} />}
      </QueryState>
    </Stack>
  );
}
