import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';
import type { ReactNode } from 'react';
import { DateField } from '../../components/DateField';
import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { tagQueries } from '../../api/tags';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { PhoneFilters, useIsPhone } from '../../components/PhoneFilters';
import type { ContactFilterKey, ContactFilters } from './contactListFilters';

export interface ContactFiltersBarProps {
  filters: ContactFilters;
  setFilter: (key: ContactFilterKey, value: string) => void;
  clearFilters: () => void;
  namePlaceholder: string;
  /** Shown with the filters (the sort control). */
  extra?: ReactNode;
}

/** Filters besides the name search, which a phone folds away behind one button. */
const FOLDED_KEYS: readonly ContactFilterKey[] = ['email', 'tag', 'state', 'updated_since'];

/**
 * Name and e-mail search, tag, state and updated-since: each change lands in the URL. On a phone
 * only the name search shows; "Filters" unfolds the rest and counts how many are in use.
 */
export function ContactFiltersBar({
  filters,
  setFilter,
  clearFilters,
  namePlaceholder,
  extra,
}: ContactFiltersBarProps) {
  const t = useT(contactsMessages);
  const client = useApiClient();
  const tags = useQuery({ ...tagQueries.list(client), staleTime: 60_000 });
  const tagNames = (tags.data ?? []).map((tag) => tag.name);
  // A tag from a shared link is offered even before (or without) the tag list.
  const tagOptions =
    filters.tag !== '' && !tagNames.includes(filters.tag) ? [filters.tag, ...tagNames] : tagNames;
  const anySet = Object.values(filters).some((value) => value !== '');
  const foldedInUse = FOLDED_KEYS.filter((key) => filters[key] !== '').length;
  const isPhone = useIsPhone();

  const nameSearch = (
    <DebouncedSearchInput
      label={t('filters.name')}
      placeholder={namePlaceholder}
      value={filters.name}
      onSearch={(value) => setFilter('name', value)}
    />
  );
  const folded = (
    <>
      <DebouncedSearchInput
        label={t('filters.email')}
        placeholder={t('filters.emailPlaceholder')}
        value={filters.email}
        onSearch={(value) => setFilter('email', value)}
      />
      {/* A native select (typing a tag's first letters finds it): always visible, Mantine's
          searchable Select would bring its Combobox and floating-ui with the list. */}
      <NativeSelect
        label={t('filters.tag')}
        data={[{ value: '', label: t('filters.anyTag') }, ...tagOptions]}
        value={filters.tag}
        onChange={(event) => setFilter('tag', event.currentTarget.value)}
      />
      <DebouncedSearchInput
        label={t('filters.state')}
        placeholder={t('filters.statePlaceholder')}
        value={filters.state}
        onSearch={(value) => setFilter('state', value)}
      />
      <DateField
        label={t('filters.updatedSince')}
        value={filters.updated_since}
        onChange={(value) => setFilter('updated_since', value)}
      />
    </>
  );
  const clear = anySet && (
    <Button variant="default" onClick={clearFilters}>
      {t('filters.clear')}
    </Button>
  );

  if (isPhone)
    return (
      <PhoneFilters
        always={nameSearch}
        folded={folded}
        inUse={foldedInUse}
        clear={clear}
        after={extra}
      />
    );
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t('filters.label')}>
      {/* Six controls: two rows of three until the screen is wide enough for one row. */}
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3, xl: 6 }}
        spacing="sm"
        style={{ flex: '1 1 40rem' }}
      >
        {nameSearch}
        {folded}
        {extra}
      </SimpleGrid>
      {clear}
    </Group>
  );
}
