import { useState } from 'react';
import { Stack, Text, type ComboboxItemGroup } from '@mantine/core';
import { LazySelect } from './lazy/LazySelect';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/client/ApiClientProvider';
import { personQueries } from '../api/people';
import type { ContactCollection } from '../api/records';
import { fullName, type Person } from '#xml/person';
import type { MessageKey } from '#i18n/catalogue';
import { useT } from '#i18n/useT';
import type { english } from './messages.en';
import { componentMessages } from './messages';
import { personDetail } from '../lib/personDetail';

/** Whose names are searched: people, companies, or both at once (they share one id space). */
export type ContactPickerKind = ContactCollection | 'any';

export interface ContactPickerProps {
  kind: ContactPickerKind;
  label: string;
  placeholder?: string;
  /** The chosen contact's id as text ('' when none). */
  value: string;
  /**
   * The name of `value` when the caller knows it (a deal's current party): shown in the field
   * even when the search shows other names.
   */
  valueLabel?: string;
  /** The chosen contact's id as text, the name it was chosen by ('' and '' when cleared), and a person's company and e-mail. */
  onChange: (id: string, name: string, detail?: string) => void;
  /**
   * Each pick is handed over and the search starts afresh (the caller keeps `value` empty): for
   * collecting several contacts one after the other without leaving the field.
   */
  clearAfterPick?: boolean;
  /**
   * People offered before the search's answers (a company's people when logging a call on its
   * page), under the group's name; the search then adds everyone else.
   */
  preferred?: { group: string; people: readonly Person[] };
}

const RESULTS = 20;

const personLabel = (p: Person) =>
  fullName(p) === '' ? componentMessages.t('contact.personNumber', { id: p.id }) : fullName(p);

const NOTHING_FOUND: Record<ContactPickerKind, MessageKey<typeof english>> = {
  people: 'contact.nobody',
  companies: 'contact.nobody',
  any: 'contact.noOne',
};

/**
 * Finds a person or company by name as the user types (the API's name search, one request per
 * kind) and picks one by id. Searching both kinds, each option says whether it is a person or a
 * company.
 */
export function ContactPicker({
  kind,
  label,
  placeholder,
  value,
  valueLabel,
  onChange,
  clearAfterPick = false,
  preferred,
}: ContactPickerProps) {
  const t = useT(componentMessages);
  const client = useApiClient();
  const [search, setSearch] = useState(valueLabel ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const name = debounced === '' ? undefined : debounced;
  const people = useQuery({
    ...personQueries.list(client, { name, limit: RESULTS }),
    enabled: kind !== 'companies',
    placeholderData: keepPreviousData,
  });
  const companies = useQuery({
    ...companyQueries.list(client, { name, limit: RESULTS }),
    enabled: kind !== 'people',
    placeholderData: keepPreviousData,
  });
  const needle = search.trim().toLowerCase();
  const preferredPeople = (preferred?.people ?? []).filter((p) =>
    personLabel(p).toLowerCase().includes(needle),
  );
  const preferredIds = new Set(preferredPeople.map((p) => String(p.id)));
  const foundPeople = kind === 'companies' ? [] : (people.data ?? []);
  // Each person's company and e-mail under the name, looked up by the option's value.
  const details = new Map<string, string>(
    [...preferredPeople, ...foundPeople].map((p) => [String(p.id), personDetail(p)]),
  );
  const personOptions = foundPeople
    .map((p) => ({ value: String(p.id), label: personLabel(p) }))
    .filter((o) => !preferredIds.has(o.value));
  const companyOptions =
    kind === 'people'
      ? []
      : (companies.data ?? []).map((c) => ({
          value: String(c.id),
          label: c.name === '' ? t('contact.companyNumber', { id: c.id }) : c.name,
        }));
  const options = [...personOptions, ...companyOptions];
  const preferredOptions = preferredPeople.map((p) => ({
    value: String(p.id),
    label: personLabel(p),
  }));
  const kindOf = new Map<string, string>([
    ...personOptions.map((o) => [o.value, t('contact.person')] as const),
    ...companyOptions.map((o) => [o.value, t('contact.company')] as const),
  ]);
  // Keeps the chosen contact's label while the search shows other names.
  const [chosenLabel, setChosenLabel] = useState<{ value: string; label: string } | null>(null);
  const known =
    chosenLabel !== null && chosenLabel.value === value
      ? chosenLabel
      : valueLabel !== undefined && value !== ''
        ? {
            value,
            label: valueLabel === '' ? t('contact.contactNumber', { id: value }) : valueLabel,
          }
        : null;
  const chosenMissing =
    known !== null && ![...options, ...preferredOptions].some((o) => o.value === value);
  const flat = chosenMissing ? [known, ...options] : options;
  const data: typeof flat | ComboboxItemGroup<(typeof flat)[number]>[] =
    preferred === undefined
      ? flat
      : [
          { group: preferred.group, items: preferredOptions },
          { group: t('contact.everyoneElse'), items: flat },
        ].filter((g) => g.items.length > 0);
  const fetching =
    (kind !== 'companies' && people.isFetching) || (kind !== 'people' && companies.isFetching);
  return (
    <LazySelect
      label={label}
      placeholder={placeholder ?? t('contact.typeName')}
      searchable
      clearable
      data={data}
      value={value === '' ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      // The service already matched the names: show its answers as they are.
      filter={({ options: all }) => all}
      renderOption={({ option }) => {
        const name =
          kind === 'any' && kindOf.has(option.value)
            ? `${option.label} · ${kindOf.get(option.value)}`
            : option.label;
        const detail = details.get(option.value) ?? '';
        if (detail === '') return name;
        return (
          <Stack gap={0}>
            <span>{name}</span>
            <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          </Stack>
        );
      }}
      nothingFoundMessage={fetching ? t('contact.searching') : t(NOTHING_FOUND[kind])}
      onChange={(id, option) => {
        if (clearAfterPick) {
          // The value stays empty, so Mantine leaves the search text alone: clear it here.
          setSearch('');
          if (id !== null && option !== null) onChange(id, option.label, details.get(id));
          return;
        }
        setChosenLabel(id === null || option === null ? null : { value: id, label: option.label });
        onChange(id ?? '', option?.label ?? '', id === null ? undefined : details.get(id));
      }}
    />
  );
}
