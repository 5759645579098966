import { useId } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { personQueries } from '../../api/people';
import type { Person } from '../../api/xml/person';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { TagChips } from '../../components/TagChips';
import { useListParams } from '../../components/useListParams';

const PEOPLE_FILTERS = ['name'] as const;

/** People, searchable by first, last or full name, paged; state in the URL like the companies list. */
export function PeopleListPage() {
  const client = useApiClient();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage } = useListParams(PEOPLE_FILTERS);
  const { name } = filters;
  const query = useQuery({
    ...personQueries.list(client, { name: name === '' ? undefined : name, offset, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <ScreenHeader title="People" headingId={headingId} />
      <DebouncedSearchInput label="Search by name" placeholder="First, last or full name" value={name} onSearch={(value) => setFilter('name', value)} />
      <QueryState
        query={query}
        errorTitle="Could not load people"
        loading={<TableSkeleton />}
        isEmpty={(people) => people.length === 0}
        empty={
          <ListEmptyState
            noun="people"
            offset={offset}
            filterDescription={name === '' ? undefined : `match “${name}”`}
            onClearFilters={() => setFilter('name', '')}
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="People are added through the CRM service (or its demo data); they will show up here."
          />
        }
      >
        {(people) => (
          <Stack gap="sm">
            <PeopleTable people={people} busy={query.isPlaceholderData} labelledBy={headingId} />
            <OffsetPager offset={offset} limit={limit} count={people.length} noun="people" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function PeopleTable({ people, busy, labelledBy }: { people: readonly Person[]; busy: boolean; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Title
            </Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              Tags
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Th scope="row" fw={500}>
                {fullName(person)}
              </Table.Th>
              <Table.Td visibleFrom="sm">{person.title}</Table.Td>
              <Table.Td>
                <Text size="sm">{person.company}</Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <TagChips tags={person.tags} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function fullName(person: Person): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name === '' ? `Person #${person.id}` : name;
}
