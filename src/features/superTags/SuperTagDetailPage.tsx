import { useId } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isNotFound } from '../../api/client/apiError';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { superTagQueries } from '../../api/superTags';
import type { SuperTagDefinition } from '#xml/superTag';
import { useT } from '#i18n/useT';
import { BackLink } from '../../components/BackLink';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { SuperTagFieldsTable } from './SuperTagFieldsTable';
import { SuperTagRecordsTable } from './SuperTagRecordsTable';
import { superTagMessages } from './messages';
import { DocumentTitle } from '#components/DocumentTitle';

/** `/supertags/:name`: a SuperTag's fields and the table of records carrying it. */
export function SuperTagDetailPage() {
  const t = useT(superTagMessages);
  const { name = '' } = useParams();
  const client = useApiClient();
  const query = useQuery({
    ...superTagQueries.definition(client, name),
    select: (shown) => shown.value,
  });
  if (isNotFound(query.error)) {
    return (
      <NotFoundMessage
        title={t('detail.notFoundTitle')}
        backTo="/supertags"
        backLabel={t('detail.allSuperTags')}
      >
        {t('detail.notFound', { name })}
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <BackLink to="/supertags">{t('detail.allSuperTags')}</BackLink>
      <QueryState query={query} errorTitle={t('loadFailed')} loading={<DetailSkeleton />}>
        {(definition) => <SuperTagDetail definition={definition} />}
      </QueryState>
    </Stack>
  );
}

function SuperTagDetail({ definition }: { definition: SuperTagDefinition }) {
  const t = useT(superTagMessages);
  const fieldsId = useId();
  const recordsId = useId();
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('detail.documentTitle', { name: definition.name })} />
      <Stack gap={4}>
        <Title order={1}>{definition.name}</Title>
        <Text size="sm" c="dimmed">
          {t('detail.fieldCount', { count: definition.fields.length })}
        </Text>
      </Stack>
      <section aria-labelledby={fieldsId}>
        <Title order={2} size="h4" id={fieldsId} mb="xs">
          {t('detail.fields')}
        </Title>
        <SuperTagFieldsTable definition={definition} labelledBy={fieldsId} />
      </section>
      <section aria-labelledby={recordsId}>
        <Title order={2} size="h4" id={recordsId} mb="xs">
          {t('detail.records', { name: definition.name })}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('detail.editHint')}
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
