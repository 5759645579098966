import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { isNotFound } from '../../api/http/apiError';
import type { Company } from '../../api/xml/company';
import { formatDateTime } from '../../components/formatDate';
import { LocationCard } from '../../components/LocationCard';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { QueryState } from '../../components/QueryState';
import { TagChips } from '../../components/TagChips';

/** `/companies/:id`: a company's name, notes, tags and locations (read-only for now). */
export function CompanyDetailPage() {
  const { id: idText = '' } = useParams();
  if (!/^\d{1,15}$/.test(idText)) {
    return (
      <NotFoundMessage title="Company not found" backTo="/companies" backLabel="All companies">
        “{idText}” is not a company number. Find the company in the list instead.
      </NotFoundMessage>
    );
  }
  return <CompanyDetail id={Number(idText)} />;
}

function CompanyDetail({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery({ ...companyQueries.detail(client, id), select: (shown) => shown.value });
  if (isNotFound(query.error)) {
    return (
      <NotFoundMessage title="Company not found" backTo="/companies" backLabel="All companies">
        There is no company number {id}: it may have been deleted. Find the company in the list instead.
      </NotFoundMessage>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/companies" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All companies
        </Group>
      </Anchor>
      <QueryState query={query} errorTitle="Could not load the company" loading={<DetailSkeleton />}>
        {(company) => <CompanyDetails company={company} />}
      </QueryState>
    </Stack>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  return (
    <Stack gap="lg">
      <title>{`${company.name} · CRM console`}</title>
      <Stack gap={4}>
        <Title order={1}>{company.name}</Title>
        <Text size="sm" c="dimmed">
          Created {formatDateTime(company.createdAt)} · updated {formatDateTime(company.updatedAt)}
        </Text>
      </Stack>
      <section aria-labelledby="company-notes">
        <Title order={2} size="h4" id="company-notes" mb="xs">
          Notes
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }} c={company.notes === '' ? 'dimmed' : undefined}>
          {company.notes === '' ? 'No notes.' : company.notes}
        </Text>
      </section>
      <section aria-labelledby="company-tags">
        <Title order={2} size="h4" id="company-tags" mb="xs">
          Tags
        </Title>
        <TagChips tags={company.tags} emptyText="No tags." />
      </section>
      <section aria-labelledby="company-locations">
        <Title order={2} size="h4" id="company-locations" mb="xs">
          Locations
        </Title>
        {company.locations.length === 0 ? (
          <Text c="dimmed">No locations.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {company.locations.map((location) => (
              <LocationCard key={location.id} location={location} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={36} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={80} />
      <Skeleton height={120} />
    </Stack>
  );
}
