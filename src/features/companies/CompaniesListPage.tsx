import { useId } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { companyQueries, listCompanies } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { BulkActionsBar } from './BulkActionsBar';
import { CompaniesTable } from './CompaniesTable';
import { ContactFiltersBar } from './ContactFiltersBar';
import { CsvExportButton } from './CsvExportButton';
import { companyCsvRow, COMPANY_CSV_HEADER } from './csv';
import { contactSearch, describeFilters } from './contactListFilters';
import { NewCompanyModal } from './NewCompanyModal';
import { useCompanyListParams } from './useCompanyListParams';
import { useRowSelection } from './useRowSelection';

/** The companies list: search by name and e-mail, tag, state and updated-since filters, offset paging, all in the URL; "New company" creates one. */
export function CompaniesListPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage, clearFilters } = useCompanyListParams();
  const filterDescription = describeFilters(filters);
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  // The previous page stays on screen (dimmed) while the next one loads, instead of a skeleton flash.
  const query = useQuery({
    ...companyQueries.list(client, { ...contactSearch(filters), offset, limit }),
    placeholderData: keepPreviousData,
  });
  const [search] = useSearchParams();
  const rows = query.data ?? [];
  const { selection, clear } = useRowSelection(
    rows.map((company) => company.id),
    search.toString(),
  );
  const selectedRows = rows.filter((company) => selection.selected.has(company.id));

  return (
    <Stack gap="md">
      <ScreenHeader
        title="Companies"
        headingId={headingId}
        documentTitle={filters.name === '' ? 'Companies' : `Companies matching “${filters.name}”`}
        action={
          <Group gap="xs">
            <CsvExportButton
              noun="companies"
              fileName="companies.csv"
              header={COMPANY_CSV_HEADER}
              toRow={companyCsvRow}
              fetchPage={(pageOffset, pageLimit, signal) => listCompanies(client, { ...contactSearch(filters), offset: pageOffset, limit: pageLimit }, signal)}
            />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
              New company
            </Button>
          </Group>
        }
      />
      <ContactFiltersBar filters={filters} setFilter={setFilter} clearFilters={clearFilters} namePlaceholder="e.g. Acme" />
      <QueryState
        query={query}
        errorTitle="Could not load companies"
        loading={<TableSkeleton />}
        isEmpty={(companies) => companies.length === 0}
        empty={
          <ListEmptyState
            noun="companies"
            offset={offset}
            filterDescription={filterDescription}
            onClearFilters={clearFilters}
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="Add the first one with “New company”."
            nothingYetAction={<Button onClick={openCreate}>New company</Button>}
          />
        }
      >
        {(companies) => (
          <Stack gap="sm">
            {selectedRows.length > 0 && <BulkActionsBar target={{ collection: 'companies', records: selectedRows }} noun="companies" onClearSelection={clear} />}
            <CompaniesTable companies={companies} busy={query.isPlaceholderData} labelledBy={headingId} selection={selection} />
            <OffsetPager offset={offset} limit={limit} count={companies.length} noun="companies" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <NewCompanyModal
        opened={creating}
        onClose={closeCreate}
        onCreated={(id) => {
          closeCreate();
          void navigate(`/companies/${id}`);
        }}
      />
    </Stack>
  );
}
