import { useId, useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../api/communications';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { PhoneFilters, useIsPhone } from '../../components/PhoneFilters';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useListParams } from '../../hooks/useListParams';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import {
  COMMUNICATION_FILTERS,
  communicationSearch,
  dateRangeErrors,
  noMatchHint,
  usesFilters,
} from './communicationListSearch';
import { CommunicationFilterInputs } from './CommunicationFilterInputs';
import { LazyMount } from '../../components/lazy/LazyMount';
import { CommunicationsTable } from './CommunicationsTable';
import { SavedViewsMenu } from '../../components/savedViews/SavedViewsMenu';
import { useT } from '#i18n/useT';
import { communicationMessages } from './messages';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The form (a Modal with contact pickers) loads at its first opening, not with the list.
const CommunicationFormModal = lazyNamed(
  () => import('./CommunicationFormModal'),
  'CommunicationFormModal',
);

/** Communications, filtered by type, contact and date ranges, paged; state in the URL (`?ctype=email&createdSince=2026-01-01&offset=20`). */
export function CommunicationsListPage() {
  const t = useT(communicationMessages);
  const client = useApiClient();
  const headingId = useId();
  const { filters, offset, limit, setFilter, setPage } = useListParams(COMMUNICATION_FILTERS);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const filtered = usesFilters(filters);
  const rangeErrors = dateRangeErrors(filters);
  // A reversed range can match nothing: it is flagged at its fields and never sent.
  const searchable = rangeErrors.created === null && rangeErrors.updated === null;
  const query = useQuery({
    ...communicationQueries.list(client, communicationSearch(filters, offset, limit)),
    placeholderData: keepPreviousData,
    enabled: searchable,
  });
  const [, setSearchParams] = useSearchParamsUpdate();
  // One URL change for all filters (several setFilter calls in a row would each start from the same URL).
  const clearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });
  const isPhone = useIsPhone();
  const filterInputs = (
    <CommunicationFilterInputs filters={filters} setFilter={setFilter} phone={isPhone} />
  );
  const results = (
    <QueryState
      query={query}
      errorTitle={t('list.loadError')}
      loading={<TableSkeleton />}
      isEmpty={(communications) => communications.length === 0}
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
                  description: noMatchHint(filters),
                  clearLabel: t('list.clearTheFilters'),
                  onClear: clearFilters,
                }
              : undefined
          }
          nothingYet={{
            title: t('empty.nothingYet'),
            description: t('list.nothingYet'),
            action: <Button onClick={() => setCreating(true)}>{t('list.new')}</Button>,
          }}
        />
      }
    >
      {(communications) => (
        <Stack gap="sm">
          <CommunicationsTable
            communications={communications}
            busy={query.isPlaceholderData}
            labelledBy={headingId}
          />
          <OffsetPager
            offset={offset}
            limit={limit}
            count={communications.length}
            noun={t('list.noun')}
            onChange={setPage}
          />
        </Stack>
      )}
    </QueryState>
  );
  return (
    <Stack gap="md">
      <ScreenHeader
        title={t('list.title')}
        headingId={headingId}
        views={<SavedViewsMenu list="communications" />}
        action={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('list.new')}
          </Button>
        }
      />
      {isPhone ? (
        <PhoneFilters
          folded={filterInputs}
          inUse={COMMUNICATION_FILTERS.filter((key) => filters[key] !== '').length}
          clear={
            filtered && (
              <Button variant="default" onClick={clearFilters}>
                {t('list.clearFilters')}
              </Button>
            )
          }
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          maw={900}
          role="search"
          aria-label={t('list.filters')}
        >
          {filterInputs}
        </SimpleGrid>
      )}
      {searchable ? results : <Text c="dimmed">{t('list.reversedDates')}</Text>}
      <LazyMount when={creating}>
        {(opened) => (
          <CommunicationFormModal
            opened={opened}
            editing={null}
            onClose={() => setCreating(false)}
            onCreated={(id) => void navigate(`/communications/${id}`)}
          />
        )}
      </LazyMount>
    </Stack>
  );
}
