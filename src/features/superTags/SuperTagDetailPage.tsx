import { useId } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isNotFound } from '../../api/client/apiError';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { superTagQueries } from '../../api/superTags';
import type { SuperTagDefinition } from '#xml/superTag';
import { BackLink } from '../../components/BackLink';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { SuperTagFieldsTable } from './SuperTagFieldsTable';
import { SuperTagRecordsTable } from './SuperTagRecordsTable';

/** `/supertags/:name`: a SuperTag's fields and the table of records carrying it. */
export function SuperTagDetailPage() {
  const { name = '' } = useParams();
  const client = useApiClient();
  const query = useQuery({
    ...superTagQueries.definition(client, name),
    select: (shown) => shown.value,
  });
  if (isNotFound(query.error)) {
    return (
      <NotFoundMessage title="SuperTag not found" backTo="/supertags" backLabel="All SuperTags">
        There is no SuperTag named “{name}”. Pick one from the list instead.
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <BackLink to="/supertags">All SuperTags</BackLink>
      <QueryState
        query={query}
        errorTitle="Could not load the SuperTag"
        loading={<DetailSkeleton />}
      >
        {(definition) => <SuperTagDetail definition={definition} />}
      </QueryState>
    </Stack>
  );
}

function SuperTagDetail({ definition }: { definition: SuperTagDefinition }) {
  const fieldsId = useId();
  const recordsId = useId();
  return (
    <Stack gap="lg">
      <title>{`SuperTag ${definition.name} · CRM console`}</title>
      <Stack gap={4}>
        <Title order={1}>{definition.name}</Title>
        <Text size="sm" c="dimmed">
          SuperTag with{' '}
          {definition.fields.length === 1 ? '1 field' : `${definition.fields.length} fields`}
        </Text>
      </Stack>
      <section aria-labelledby={fieldsId}>
        <Title order={2} size="h4" id={fieldsId} mb="xs">
          Fields
        </Title>
        <SuperTagFieldsTable definition={definition} labelledBy={fieldsId} />
      </section>
      <section aria-labelledby={recordsId}>
        <Title order={2} size="h4" id={recordsId} mb="xs">
          Records with {definition.name}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          Select a value to change it in place.
        </Text>
        <SuperTagRecordsTable definition={definition} labelledBy={recordsId} />
      </section>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={36} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={200} />
    </Stack>
  );
}
