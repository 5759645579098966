import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/http/ApiClientProvider';
import { personQueries } from '../api/people';
import type { ContactCollection } from '../api/records';
import { fullName } from '#xml/person';

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
  /** The chosen contact's id as text and the name it was chosen by ('' and '' when cleared). */
  onChange: (id: string, name: string) => void;
  /**
   * Each pick is handed over and the search starts afresh (the caller keeps `value` empty): for
   * collecting several contacts one after the other without leaving the field.
   */
  clearAfterPick?: boolean;
}

const RESULTS = 20;

const NOTHING_FOUND: Record<ContactPickerKind, string> = {
  people: 'Nobody by that name',
  companies: 'Nobody by that name',
  any: 'No person or company has that name',
};

/**
 * Finds a person or company by name as the user types (the API's name search, one request per
 * kind) and picks one by id. Searching both kinds, each option says whether it is a person or a
 * company.
 */
export function ContactPicker({
  kind,
  label,
  placeholder = 'Type a name',
  value,
  valueLabel,
  onChange,
  clearAfterPick = false,
}: ContactPickerProps) {
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
  const personOptions =
    kind === 'companies'
      ? []
      : (people.data ?? []).map((p) => ({
          value: String(p.id),
          label: fullName(p) === '' ? `Person #${p.id}` : fullName(p),
        }));
  const companyOptions =
    kind === 'people'
      ? []
      : (companies.data ?? []).map((c) => ({
          value: String(c.id),
          label: c.name === '' ? `Company #${c.id}` : c.name,
        }));
  const options = [...personOptions, ...companyOptions];
  const kindOf = new Map<string, string>([
    ...personOptions.map((o) => [o.value, 'Person'] as const),
    ...companyOptions.map((o) => [o.value, 'Company'] as const),
  ]);
  // Keeps the chosen contact's label while the search shows other names.
  const [chosenLabel, setChosenLabel] = useState<{ value: string; label: string } | null>(null);
  const known =
    chosenLabel !== null && chosenLabel.value === value
      ? chosenLabel
      : valueLabel !== undefined && value !== ''
        ? { value, label: valueLabel === '' ? `Contact #${value}` : valueLabel }
        : null;
  const data =
    known !== null && !options.some((o) => o.value === value) ? [known, ...options] : options;
  const fetching =
    (kind !== 'companies' && people.isFetching) || (kind !== 'people' && companies.isFetching);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value === '' ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      // The service already matched the names: show its answers as they are.
      filter={({ options: all }) => all}
      renderOption={
        kind === 'any'
          ? ({ option }) =>
              `${option.label}${kindOf.has(option.value) ? ` · ${kindOf.get(option.value)}` : ''}`
          : undefined
      }
      nothingFoundMessage={fetching ? 'Searching…' : NOTHING_FOUND[kind]}
      onChange={(id, option) => {
        if (clearAfterPick) {
          // The value stays empty, so Mantine leaves the search text alone: clear it here.
          setSearch('');
          if (id !== null && option !== null) onChange(id, option.label);
          return;
        }
        setChosenLabel(id === null || option === null ? null : { value: id, label: option.label });
        onChange(id ?? '', option?.label ?? '');
      }}
    />
  );
}
