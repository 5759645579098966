import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { companyQueries } from '#api/companies';
import { useApiClient } from '#api/client/ApiClientProvider';
import { QueryState } from '#components/QueryState';
import type { Person } from '#xml/person';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { useT } from '#i18n/useT';
import { recordPageMessages } from './messages';
import { primaryContactDetails } from './primaryContactDetails';
import { PrimaryContactLinks } from './PrimaryContactLinks';

/** A person's company: its name (a link) and how to reach it; a hint when they have none. */
export function EmployerCard({ person }: { person: Person }) {
  const t = useT(recordPageMessages);
  const headingId = useId();
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {t('employer.title')}
      </Title>
      {person.companyId === null ? (
        <Text size="sm" c="dimmed">
          {t('employer.none')}
        </Text>
      ) : (
        <Employer companyId={person.companyId} companyName={person.company} />
      )}
    </Card>
  );
}

function Employer({ companyId, companyName }: { companyId: number; companyName: string }) {
  const t = useT(recordPageMessages);
  const client = useApiClient();
  const company = useQuery(companyQueries.detail(client, companyId));
  return (
    <Stack gap={4} style={BREAK_ANYWHERE}>
      <Anchor component={Link} to={`/companies/${companyId}`} size="sm" fw={500}>
        {companyName === '' ? t('employer.unnamed', { id: companyId }) : companyName}
      </Anchor>
      <QueryState query={company} errorTitle={t('employer.error')} loading={null}>
        {(shown) => <PrimaryContactLinks details={primaryContactDetails(shown.value.locations)} />}
      </QueryState>
    </Stack>
  );
}
