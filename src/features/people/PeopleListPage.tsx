import { useId } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { listPeople, personQueries } from '../../api/people';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { BulkActionsBar } from '../companies/BulkActionsBar';
import { ContactFiltersBar } from '../companies/ContactFiltersBar';
import { CsvExportButton } from '../companies/CsvExportButton';
import { personCsvRow, PERSON_CSV_HEADER } from '../companies/csv';
import { contactSearch, describeFilters } from '../companies/contactListFilters';
import { useContactListParams } from '../companies/useContactListParams';
import { useRowSelection } from '../companies/useRowSelection';
import { NewPersonModal } from './NewPersonModal';
import { PeopleTable } from './PeopleTable';

/** People: search by name and e-mail, tag, state and updated-since filters, paged, all in the URL; "New person" creates one. */
export function PeopleListPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage, clearFilters } = useContactListParams();
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const query = useQuery({
    ...personQueries.list(client, { ...contactSearch(filters), offset, limit }),
    placeholderData: keepPreviousData,
  });
  const [search] = useSearchParams();
  const rows = query.data ?? [];
  const { selection, clear } = useRowSelection(
    rows.map((person) => person.id),
    search.toString(),
  );
  const selectedRows = rows.filter((person) => selection.selected.has(person.id));
  return (
    <Stack gap="md">
      <ScreenHeader
        title="People"
        headingId={headingId}
        documentTitle={filters.name === '' ? 'People' : `People matching “${filters.name}”`}
        action={
          <Group gap="xs">
            <CsvExportButton
              noun="people"
              fileName="people.csv"
              header={PERSON_CSV_HEADER}
              toRow={personCsvRow}
              fetchPage={(pageOffset, pageLimit, signal) => listPeople(client, { ...contactSearch(filters), offset: pageOffset, limit: pageLimit }, signal)}
            />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
              New person
            </Button>
          </Group>
        }
      />
      <ContactFiltersBar filters={filters} setFilter={setFilter} clearFilters={clearFilters} namePlaceholder="First, last or full name" />
      <QueryState
        query={query}
        errorTitle="Could not load people"
        loading={<TableSkeleton />}
        isEmpty={(people) => people.length === 0}
        empty={
          <ListEmptyState
            noun="people"
            offset={offset}
            filterDescription={describeFilters(filters)}
            onClearFilters={clearFilters}
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="Add the first one with “New person”."
            nothingYetAction={<Button onClick={openCreate}>New person</Button>}
          />
        }
      >
        {(people) => (
          <Stack gap="sm">
            {selectedRows.length > 0 && <BulkActionsBar target={{ collection: 'people', records: selectedRows }} noun="people" onClearSelection={clear} />}
            <PeopleTable people={people} busy={query.isPlaceholderData} labelledBy={headingId} selection={selection} />
            <OffsetPager offset={offset} limit={limit} count={people.length} noun="people" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <NewPersonModal
        opened={creating}
        onClose={closeCreate}
        onCreated={(id) => {
          closeCreate();
          void navigate(`/people/${id}`);
        }}
      />
    </Stack>
  );
}
