import { useEffect } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import type { SuperTagDefinition } from '#xml/superTag';
import { useT } from '#i18n/useT';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { useIsPhone } from '../../components/PhoneFilters';
import { TableSkeleton } from '../../components/TableSkeleton';
import { useListParams } from '../../hooks/useListParams';
import { DealScanProgress } from './DealScanProgress';
import { SuperTagRecordCards } from './SuperTagRecordCards';
import { SuperTagRowsTable } from './SuperTagRowsTable';
import type { TaggedKind } from './superTagRows';
import { useSuperTagRows } from './useSuperTagRows';
import { useOpeningKind } from './useOpeningKind';
import { superTagMessages } from './messages';

const RECORDS_FILTERS = ['kind'] as const;
const KINDS: readonly TaggedKind[] = ['companies', 'people', 'deals'];

/** The kind named in the URL; companies (the first choice) when none or an unknown one is. */
function kindOf(text: string): TaggedKind {
  return KINDS.find((kind) => kind === text) ?? 'companies';
}

/**
 * The records carrying a SuperTag, one column per field, each value editable in place. Which
 * kind and page are shown lives in the URL (`?kind=people&offset=20`); without a kind the table
 * opens on the first kind that has rows.
 */
export function SuperTagRecordsTable({
  definition,
  labelledBy,
}: {
  definition: SuperTagDefinition;
  labelledBy: string;
}) {
  const { filters, offset, limit, setFilter, setPage } = useListParams(RECORDS_FILTERS);
  const kind = kindOf(filters.kind);
  const { query, scanned } = useSuperTagRows(definition.name, kind, offset, limit);
  const t = useT(superTagMessages);
  const noun = t(`records.noun.${kind}`);
  const rowHeader = t(`records.rowHeader.${kind}`);
  // Shown from the start of a first scan; on a rescan (after an edit, with the rows shown) only
  // once its first page is in, so a one-request rescan does not flash it.
  // A phone has no room for a column per field: each record becomes a card of label–value pairs.
  const isPhone = useIsPhone();
  const scanning = kind === 'deals' && query.isFetching && (query.isPending || scanned > 0);
  return (
    <Stack gap="sm">
      {filters.kind === '' && (
        <OpeningKind
          name={definition.name}
          limit={limit}
          onFound={(found) => setFilter('kind', found)}
        />
      )}
      <SegmentedControl
        aria-label={t('records.kindControl')}
        value={kind}
        onChange={(value) => setFilter('kind', value)}
        data={KINDS.map((value) => ({ value, label: t(`records.kind.${value}`) }))}
        maw={420}
      />
      {scanning && <DealScanProgress scanned={scanned} />}
      {filters.kind === '' ? (
        <TableSkeleton rows={4} />
      ) : (
        <QueryState
          query={query}
          errorTitle={t(`records.loadFailed.${kind}`, { name: definition.name })}
          loading={<TableSkeleton rows={4} />}
          isEmpty={(rows) => rows.length === 0}
          empty={
            <ListEmptyState
              offset={offset}
              pastEnd={{
                title: t(`records.noMore.${kind}`),
                description: t(`records.pastEnd.${kind}`, { offset }),
                onFirstPage: () => setPage(0, limit),
              }}
              nothingYet={{
                title: t(`records.nothingYet.${kind}`),
                description: t(`records.empty.${kind}`, { name: definition.name }),
              }}
            />
          }
        >
          {(rows) => (
            <Stack gap="sm">
              {isPhone ? (
                <SuperTagRecordCards
                  rows={rows}
                  definition={definition}
                  busy={query.isPlaceholderData}
                  labelledBy={labelledBy}
                />
              ) : (
                <SuperTagRowsTable
                  rows={rows}
                  definition={definition}
                  rowHeader={rowHeader}
                  busy={query.isPlaceholderData}
                  labelledBy={labelledBy}
                />
              )}
              <OffsetPager
                offset={offset}
                limit={limit}
                count={rows.length}
                noun={noun}
                onChange={setPage}
              />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

/**
 * No kind in the URL: finds the first kind with rows and names it in the URL. Mounted only until
 * then, so that its probes stop observing the rows' queries (a deal scan the user leaves must
 * lose its last observer to be cancelled).
 */
function OpeningKind({
  name,
  limit,
  onFound,
}: {
  name: string;
  limit: number;
  onFound: (kind: TaggedKind) => void;
}) {
  const opening = useOpeningKind(name, limit);
  useEffect(() => {
    if (opening !== null) onFound(opening);
  }, [opening, onFound]);
  return null;
}
