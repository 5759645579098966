import { useId } from 'react';
import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { CompaniesTable } from './CompaniesTable';
import { NewCompanyModal } from './NewCompanyModal';
import { useCompanyListParams } from './useCompanyListParams';

/** The companies list: search by name, offset paging, all in the URL; "New company" creates one. */
export function CompaniesListPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const headingId = useId();
  const { name, offset, limit, setName, setPage } = useCompanyListParams();
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  // The previous page stays on screen (dimmed) while the next one loads, instead of a skeleton flash.
  const query = useQuery({
    ...companyQueries.list(client, { name: name === '' ? undefined : name, offset, limit }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <ScreenHeader
        title="Companies"
        headingId={headingId}
        documentTitle={name === '' ? 'Companies' : `Companies matching “${name}”`}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
            New company
          </Button>
        }
      />
      <DebouncedSearchInput label="Search by name" placeholder="e.g. Acme" value={name} onSearch={setName} />
      <QueryState
        query={query}
        errorTitle="Could not load companies"
        loading={<TableSkeleton />}
        isEmpty={(companies) => companies.length === 0}
        empty={
          <ListEmptyState
            noun="companies"
            offset={offset}
            filterDescription={name === '' ? undefined : `match “${name}”`}
            onClearFilters={() => setName('')}
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="Add the first one with “New company”."
            nothingYetAction={<Button onClick={openCreate}>New company</Button>}
          />
        }
      >
        {(companies) => (
          <Stack gap="sm">
            <CompaniesTable companies={companies} busy={query.isPlaceholderData} labelledBy={headingId} />
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
