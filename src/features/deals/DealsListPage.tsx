import { useId } from 'react';
import { Badge, NativeSelect, Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dealQueries } from '../../api/deals';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Deal } from '../../api/xml/deal';
import { formatAmount } from '../../components/formatAmount';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useListParams } from '../../components/useListParams';

const DEAL_FILTERS = ['status'] as const;

const STATUS_COLORS: Readonly<Record<string, string>> = { won: 'green', lost: 'red', failure: 'orange', pending: 'blue' };

/** Deals, filterable by status, paged; state in the URL (`?status=won&offset=20&limit=20`). */
export function DealsListPage() {
  const client = useApiClient();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage } = useListParams(DEAL_FILTERS);
  const { status } = filters;
  const statuses = useQuery(dealQueries.statuses(client));
  const query = useQuery({
    ...dealQueries.list(client, { status: status === '' ? undefined : status, offset, limit }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <ScreenHeader title="Deals" headingId={headingId} />
      <NativeSelect
        label="Status"
        maw={240}
        value={status}
        data={[{ value: '', label: 'All statuses' }, ...(statuses.data ?? []).map((s) => ({ value: s.toLowerCase(), label: s }))]}
        onChange={(event) => setFilter('status', event.currentTarget.value)}
      />
      <QueryState
        query={query}
        errorTitle="Could not load deals"
        loading={<TableSkeleton />}
        isEmpty={(deals) => deals.length === 0}
        empty={
          <ListEmptyState
            noun="deals"
            offset={offset}
            filterDescription={status === '' ? undefined : `with status “${status}”`}
            onClearFilters={() => setFilter('status', '')}
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="Deals are added through the CRM service (or its demo data); they will show up here."
          />
        }
      >
        {(deals) => (
          <Stack gap="sm">
            <DealsTable deals={deals} busy={query.isPlaceholderData} labelledBy={headingId} />
            <OffsetPager offset={offset} limit={limit} count={deals.length} noun="deals" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function DealsTable({ deals, busy, labelledBy }: { deals: readonly Deal[]; busy: boolean; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy} aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              With
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              Assigned to
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deals.map((deal) => (
            <Table.Tr key={deal.id}>
              <Table.Th scope="row" fw={500}>
                {deal.title === '' ? `Deal #${deal.id}` : deal.title}
              </Table.Th>
              <Table.Td visibleFrom="sm">{deal.dealWith}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={STATUS_COLORS[deal.status.toLowerCase()] ?? 'gray'}>
                  {deal.status}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(deal.amount)}
              </Table.Td>
              <Table.Td visibleFrom="md">{deal.assignedTo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
