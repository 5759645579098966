import { useId, useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dealQueries, listDeals } from '../../api/deals';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import { CsvExportButton } from '../../components/csvExport/CsvExportButton';
import { DateField } from '../../components/DateField';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useChangedSince, useLastVisit } from '../../hooks/useLastVisit';
import { useListParams } from '../../hooks/useListParams';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import { DEAL_CSV } from './csv/dealCsv';
import { DEAL_FILTERS, dealSearchFromFilters, dealsMatchingTitle } from './dealListSearch';
import { LazyDealPanel } from './LazyDealPanel';
import { DealsTable } from './DealsTable';
import { LazyNewDealModal } from '../../components/dealForm/LazyNewDealModal';
import { SavedViewsMenu } from '../../components/savedViews/SavedViewsMenu';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { kindsByName, stageFilterGroups } from './stageKinds';

/**
 * Deals with the API's searches (title, status, assigned user, updated since) and paging, all in
 * the URL (`?title=renewal&status=won&assigned_to=a@b.c&offset=20&limit=20`); a deal opens in the
 * side panel (`&deal=12`). "New deal" adds one as Pending (the board adds in any column); "Export
 * CSV" writes every deal of the current search.
 */
export function DealsListPage() {
  const t = useT(dealMessages);
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
  // The account's stages with their kinds (a classic server's statuses with the classic kinds).
  const stages = useQuery(dealQueries.stages(client));
  const statuses = useMemo(
    () => (stages.data ?? []).filter((stage) => !stage.retired).map((stage) => stage.name),
    [stages.data],
  );
  const kinds = useMemo(() => kindsByName(stages.data ?? []), [stages.data]);
  const changed = useChangedSince('deals', useLastVisit('deals'));
  const users = useQuery(userQueries.list(client));
  const search = dealSearchFromFilters(filters, offset, limit);
  const query = useQuery({
    ...dealQueries.list(client, search),
    select: (deals) => dealsMatchingTitle(deals, filters.title),
    placeholderData: keepPreviousData,
  });
  const [newDealStatus, setNewDealStatus] = useState<string | null>(null);
  // The account's own spelling of Pending (the API's default status), else its first status.
  const defaultStatus =
    statuses.find((status) => status.toLowerCase() === 'pending') ??
    stages.data?.find((stage) => stage.kind === 'open' && !stage.retired)?.name ??
    'Pending';
  const filtered = DEAL_FILTERS.some((key) => filters[key] !== '');
  const userOptions = (users.data ?? [])
    .filter((user) => user.email !== '')
    .map((user) => ({
      value: user.email,
      label:
        user.name === ''
          ? user.email
          : t('list.userOption', { name: user.name, email: user.email }),
    }));
  if (
    filters.assigned_to !== '' &&
    !userOptions.some((option) => option.value === filters.assigned_to)
  )
    userOptions.push({ value: filters.assigned_to, label: filters.assigned_to });

  return (
    <Stack gap="md">
      <ScreenHeader
        title={t('list.title')}
        headingId={headingId}
        views={<SavedViewsMenu list="deals" />}
        action={
          <Group gap="xs">
            <CsvExportButton
              noun={t('list.csvNoun')}
              table={DEAL_CSV}
              fetchPage={(pageOffset, pageLimit, signal) =>
                listDeals(client, { ...search, offset: pageOffset, limit: pageLimit }, signal)
              }
              keep={(deal) => dealsMatchingTitle([deal], filters.title).length > 0}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setNewDealStatus(defaultStatus)}
            >
              {t('list.new')}
            </Button>
          </Group>
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <DebouncedSearchInput
          label={t('list.searchTitle')}
          placeholder={t('list.searchPlaceholder')}
          value={filters.title}
          onSearch={(value) => setFilter('title', value)}
        />
        <NativeSelect
          label={t('list.status')}
          w={200}
          value={filters.status}
          data={[
            { value: '', label: t('list.allStatuses') },
            ...stageFilterGroups(stages.data ?? []),
          ]}
          onChange={(event) => setFilter('status', event.currentTarget.value)}
        />
        <NativeSelect
          label={t('list.assignedTo')}
          w={240}
          value={filters.assigned_to}
          data={[{ value: '', label: t('list.anyone') }, ...userOptions]}
          onChange={(event) => setFilter('assigned_to', event.currentTarget.value)}
        />
        <DateField
          label={t('list.updatedSince')}
          w={180}
          value={filters.updated_since}
          onChange={(value) => setFilter('updated_since', value)}
        />
      </Group>
      <QueryState
        query={query}
        errorTitle={t('list.loadError')}
        loading={<TableSkeleton />}
        isEmpty={(deals) => deals.length === 0}
        empty={
          <ListEmptyState
            offset={offset}
            pastEnd={{
              title: t('empty.noMore'),
              description: t('empty.pastEnd', { offset }),
              onFirstPage: () => setPage(0, limit),
            }}
            noMatch={
              filtered
                ? {
                    title: t('empty.noMatch'),
                    description: t('empty.noMatchHint'),
                    clearLabel: t('empty.showAll'),
                    onClear: () =>
                      // One URL change for all filters (separate updates in one tick would overwrite each other).
                      setSearchParams(
                        (prev) => {
                          const next = new URLSearchParams(prev);
                          for (const key of [...DEAL_FILTERS, 'offset']) next.delete(key);
                          return next;
                        },
                        { replace: true },
                      ),
                  }
                : undefined
            }
            nothingYet={{ title: t('empty.nothingYet'), description: t('list.nothingYet') }}
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
              kinds={kinds}
            />
            <OffsetPager
              offset={offset}
              limit={limit}
              count={deals.length}
              noun={t('list.noun')}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
      <LazyNewDealModal
        status={newDealStatus}
        onClose={() => setNewDealStatus(null)}
        onCreated={(id) => {
          setNewDealStatus(null);
          openDeal(id);
        }}
      />
      <LazyDealPanel dealId={openId} statuses={statuses} onClose={() => openDeal(null)} />
    </Stack>
  );
}
