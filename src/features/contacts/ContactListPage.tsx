import { Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { listKey } from '../../api/cache';
import {
  sortParam,
  type ContactSort,
  type ContactSortKey,
  type SortedPage,
} from '../../api/contactSort';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { ApiClient } from '../../api/client/client';
import type { ContactCollection } from '../../api/records';
import { LazyMount } from '../../components/lazy/LazyMount';
import { ListEmptyState } from '../../components/ListEmptyState';
import { OffsetPager } from '../../components/OffsetPager';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { ContactFiltersBar } from './ContactFiltersBar';
import { contactSearch, describeFilters, type ContactSearch } from './contactListFilters';
import { CsvExportButton } from '../../components/csvExport/CsvExportButton';
import type { CsvTable } from '../../lib/csvFormat';
import type { ContactTableProps } from './ContactsTable';
import type { SortControl } from './SortableHeader';
import { SortSelect } from './SortSelect';
import { useContactDetailsColumns } from './useContactDetailsColumns';
import { useContactListParams } from './useContactListParams';
import { useListSort } from './useListSort';
import { useRowSelection } from './useRowSelection';
import { useChangedSince, useLastVisit } from '../../hooks/useLastVisit';
import { SavedViewsMenu } from '../../components/savedViews/SavedViewsMenu';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

type PageSearch = ContactSearch & { offset: number; limit: number };

/** What differs between the companies and the people list. */
export interface ContactListKind<T extends { id: number }> {
  sortKeys: readonly ContactSortKey[];
  collection: ContactCollection;
  fetchPage: (
    client: ApiClient,
    search: PageSearch,
    sort: ContactSort | null,
    signal: AbortSignal,
  ) => Promise<SortedPage<T>>;
  csv: CsvTable<T>;
  Table: ComponentType<ContactTableProps<T>>;
  /** The bar shown while rows are selected; its code may load then (a Suspense boundary is around it). */
  bulkBar: (selected: readonly T[], clearSelection: () => void) => ReactNode;
  /** "New …": mounted at its first opening, so it may be `React.lazy`. */
  NewModal: ComponentType<{
    opened: boolean;
    onClose: () => void;
    onCreated: (id: number) => void;
  }>;
  /** Where a record opens: `/companies/7`. */
  pathOf: (id: number) => string;
}

/** One page of a contact list, keyed under the collection's list key (so writes refresh it). */
function contactPageQuery<T extends { id: number }>(
  kind: ContactListKind<T>,
  client: ApiClient,
  search: PageSearch,
  sort: ContactSort | null,
) {
  return queryOptions({
    queryKey: listKey(kind.collection, {
      ...search,
      sort: sort === null ? null : sortParam(sort),
    }),
    queryFn: ({ signal }) => kind.fetchPage(client, search, sort, signal),
  });
}

/**
 * A contact list: search by name and e-mail, tag, state and updated-since filters, sort, offset
 * paging — all in the URL — with row selection, bulk actions, CSV export and "New …".
 */
export function ContactListPage<T extends { id: number }>({ kind }: { kind: ContactListKind<T> }) {
  const t = useT(contactsMessages);
  const client = useApiClient();
  const navigate = useNavigate();
  const headingId = useId();
  // The heading, the nouns and the button's words are the collection's own in the catalogue.
  const { collection } = kind;
  const title = t(`${collection}.title`);
  const noun = t(`${collection}.noun`);
  const { filters, offset, limit, setFilter, setPage, clearFilters } = useContactListParams();
  const { sort, setSort } = useListSort(kind.sortKeys);
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const search = contactSearch(filters);
  const filterDescription = describeFilters(filters);
  const changed = useChangedSince(kind.collection, useLastVisit(kind.collection));
  const [contactDetails, setContactDetails] = useContactDetailsColumns(kind.collection);
  // The previous page stays on screen (dimmed) while the next one loads, instead of a skeleton flash.
  const query = useQuery({
    ...contactPageQuery(kind, client, { ...search, offset, limit }, sort),
    placeholderData: keepPreviousData,
  });
  const [urlSearch] = useSearchParams();
  const rows = query.data?.rows ?? [];
  const { selection, clear } = useRowSelection(
    rows.map((row) => row.id),
    urlSearch.toString(),
  );
  const selectedRows = rows.filter((row) => selection.selected.has(row.id));
  const sortControl: SortControl = { sort, onSort: setSort };
  const newLabel = t(`${collection}.new`);

  return (
    <Stack gap="md">
      <ScreenHeader
        title={title}
        headingId={headingId}
        views={<SavedViewsMenu list={kind.collection} />}
        documentTitle={
          filters.name === '' ? title : t('list.matching', { title, name: filters.name })
        }
        action={
          <Group gap="xs">
            <CsvExportButton
              noun={noun}
              table={kind.csv}
              fetchPage={async (pageOffset, pageLimit, signal) =>
                (
                  await kind.fetchPage(
                    client,
                    { ...search, offset: pageOffset, limit: pageLimit },
                    sort,
                    signal,
                  )
                ).rows
              }
            />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
              {newLabel}
            </Button>
          </Group>
        }
      />
      <HydrateLater>
        <ContactFiltersBar
          filters={filters}
          setFilter={setFilter}
          clearFilters={clearFilters}
          namePlaceholder={t(`${collection}.namePlaceholder`)}
          extra={<SortSelect keys={kind.sortKeys} {...sortControl} />}
        />
      </HydrateLater>
      <QueryState
        query={query}
        errorTitle={t(`${collection}.loadError`)}
        loading={<TableSkeleton />}
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <ListEmptyState
            offset={offset}
            pastEnd={{
              title: t(`${collection}.empty.noMore`),
              description: t(`${collection}.empty.pastEnd`, { offset }),
              onFirstPage: () => setPage(0, limit),
            }}
            noMatch={
              filterDescription === undefined
                ? undefined
                : {
                    title: t(`${collection}.empty.noMatch`, { filters: filterDescription }),
                    description: t(`${collection}.empty.noMatchHint`),
                    clearLabel: t(`${collection}.empty.showAll`),
                    onClear: clearFilters,
                  }
            }
            nothingYet={{
              title: t(`${collection}.empty.nothingYet`),
              description: t('list.nothingYetHint', { label: newLabel }),
              action: <Button onClick={openCreate}>{newLabel}</Button>,
            }}
          />
        }
      >
        {(page) => (
          <Stack gap="sm">
            {page.sortedBy === 'page' && sort !== null && (
              <Text size="sm" c="dimmed" role="note">
                {t('list.pageSortedOnly', { noun })}
              </Text>
            )}
            {selectedRows.length > 0 && (
              <Suspense fallback={null}>{kind.bulkBar(selectedRows, clear)}</Suspense>
            )}
            <Switch
              label={t('list.contactDetails')}
              description={t('list.contactDetailsHint')}
              checked={contactDetails}
              onChange={(event) => setContactDetails(event.currentTarget.checked)}
            />
            <kind.Table
              rows={page.rows}
              busy={query.isPlaceholderData}
              labelledBy={headingId}
              selection={selection}
              sortControl={sortControl}
              changed={changed}
              contactDetails={contactDetails}
            />
            <OffsetPager
              offset={offset}
              limit={limit}
              count={page.rows.length}
              noun={noun}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
      <LazyMount when={creating}>
        {(opened) => (
          <kind.NewModal
            opened={opened}
            onClose={closeCreate}
            onCreated={(id) => {
              closeCreate();
              void navigate(kind.pathOf(id));
            }}
          />
        )}
      </LazyMount>
    </Stack>
  );
}
