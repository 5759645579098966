import { useId } from 'react';
import { DateField } from '../../components/DateField';
import { Anchor, Badge, Group, NativeSelect, Stack, Table } from '@mantine/core';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dealQueries } from '../../api/deals';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Deal } from '#xml/deal';
import { useFormatAmount } from '../../hooks/useCurrency';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useListParams } from '../../hooks/useListParams';
import { nameCellLinkProps } from '../../lib/nameCellLink';
import { userQueries } from '../../api/users';
import { DealPanel } from './DealPanel';
import { DEAL_FILTERS, dealSearchFromFilters } from './dealListSearch';
import { useChangedSince, useLastVisit } from '../../hooks/useLastVisit';
import { ChangedBadge } from '../../components/ChangedBadge';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  won: 'green',
  lost: 'red',
  failure: 'orange',
  pending: 'blue',
};

/**
 * Deals with the API's searches (status, assigned user, updated since) and paging, all in the URL
 * (`?status=won&assigned_to=a@b.c&updated_since=2026-01-31&offset=20&limit=20`); a deal opens in
 * the side panel (`&deal=12`).
 */
export function DealsListPage() {
  const client = useApiClient();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage } = useListParams(DEAL_FILTERS);
  const [searchParams, setSearchParams] = useSearchParamsUpdate();
  const openId = /^\d{1,9}$/.test(searchParams.get('deal') ?? '')
    ? Number(searchParams.get('deal'))
    : null;
  const openDeal = (id: number | null) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('deal');
      else next.set('deal', String(id));
      return next;
    });
  const statuses = useQuery(dealQueries.statuses(client));
  const changed = useChangedSince('deals', useLastVisit('deals'));
  const users = useQuery(userQueries.list(client));
  const query = useQuery({
    ...dealQueries.list(client, dealSearchFromFilters(filters, offset, limit)),
    placeholderData: keepPreviousData,
  });
  const filtered =
    filters.status !== '' || filters.assigned_to !== '' || filters.updated_since !== '';
  const userOptions = (users.data ?? [])
    .filter((user) => user.email !== '')
    .map((user) => ({
      value: user.email,
      label: user.name === '' ? user.email : `${user.name} (${user.email})`,
    }));
  if (
    filters.assigned_to !== '' &&
    !userOptions.some((option) => option.value === filters.assigned_to)
  )
    userOptions.push({ value: filters.assigned_to, label: filters.assigned_to });

  return (
    <Stack gap="md">
      <ScreenHeader title="Deals" headingId={headingId} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Status"
          w={200}
          value={filters.status}
          data={[
            { value: '', label: 'All statuses' },
            ...(statuses.data ?? []).map((s) => ({ value: s.toLowerCase(), label: s })),
          ]}
          onChange={(event) => setFilter('status', event.currentTarget.value)}
        />
        <NativeSelect
          label="Assigned to"
          w={240}
          value={filters.assigned_to}
          data={[{ value: '', label: 'Anyone' }, ...userOptions]}
          onChange={(event) => setFilter('assigned_to', event.currentTarget.value)}
        />
        <DateField
          label="Updated since"
          w={180}
          value={filters.updated_since}
          onChange={(value) => setFilter('updated_since', value)}
        />
      </Group>
      <QueryState
        query={query}
        errorTitle="Could not load deals"
        loading={<TableSkeleton />}
        isEmpty={(deals) => deals.length === 0}
        empty={
          <ListEmptyState
            noun="deals"
            offset={offset}
            filterDescription={filtered ? 'match these filters' : undefined}
            onClearFilters={() =>
              // One URL change for all filters (separate updates in one tick would overwrite each other).
              setSearchParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  for (const key of [...DEAL_FILTERS, 'offset']) next.delete(key);
                  return next;
                },
                { replace: true },
              )
            }
            onFirstPage={() => setPage(0, limit)}
            nothingYetHint="Add deals on the Pipeline screen (“Add deal” in a column); they will show up here."
          />
        }
      >
        {(deals) => (
          <Stack gap="sm">
            <DealsTable
              deals={deals}
              busy={query.isPlaceholderData}
              labelledBy={headingId}
              onOpen={openDeal}
              changed={changed}
            />
            <OffsetPager
              offset={offset}
              limit={limit}
              count={deals.length}
              noun="deals"
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
      <DealPanel dealId={openId} statuses={statuses.data ?? []} onClose={() => openDeal(null)} />
    </Stack>
  );
}

function DealsTable({
  deals,
  busy,
  labelledBy,
  onOpen,
  changed,
}: {
  deals: readonly Deal[];
  changed: ReadonlySet<number>;
  busy: boolean;
  labelledBy: string;
  onOpen: (id: number) => void;
}) {
  const formatAmount = useFormatAmount();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table
        striped
        verticalSpacing="sm"
        aria-labelledby={labelledBy}
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
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
                <Anchor
                  component="button"
                  type="button"
                  fw={500}
                  onClick={() => onOpen(deal.id)}
                  {...nameCellLinkProps(deal.title)}
                >
                  {deal.title === '' ? `Deal #${deal.id}` : deal.title}
                </Anchor>
                {changed.has(deal.id) && <ChangedBadge />}
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
