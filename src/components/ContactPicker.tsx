import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies';
import { useApiClient } from '../api/http/ApiClientProvider';
import { personQueries } from '../api/people';
import type { ContactCollection } from '../api/records';
import { fullName } from '#xml/person';

export interface ContactPickerProps {
  kind: ContactCollection;
  label: string;
  /** The chosen contact's id as text ('' when none). */
  value: string;
  /** The chosen contact's id as text and the name it was chosen by ('' and '' when cleared). */
  onChange: (id: string, name: string) => void;
  /**
   * Each pick is handed over and the search starts afresh (the caller keeps `value` empty): for
   * collecting several contacts one after the other without leaving the field.
   */
  clearAfterPick?: boolean;
}

/** Finds a person or company by name as the user types (the API's name search) and picks one by id. */
export function ContactPicker({ kind, label, value, onChange, clearAfterPick = false }: ContactPickerProps) {
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const name = debounced === '' ? undefined : debounced;
  const people = useQuery({ ...personQueries.list(client, { name, limit: 20 }), enabled: kind === 'people', placeholderData: keepPreviousData });
  const companies = useQuery({ ...companyQueries.list(client, { name, limit: 20 }), enabled: kind === 'companies', placeholderData: keepPreviousData });
  const options =
    kind === 'people'
      ? (people.data ?? []).map((p) => ({ value: String(p.id), label: fullName(p) === '' ? `Person #${p.id}` : fullName(p) }))
      : (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name === '' ? `Company #${c.id}` : c.name }));
  // Keeps the chosen contact's label while the search shows other names.
  const [chosenLabel, setChosenLabel] = useState<{ value: string; label: string } | null>(null);
  const data = chosenLabel !== null && chosenLabel.value === value && !options.some((o) => o.value === value) ? [chosenLabel, ...options] : options;
  return (
    <Select
      label={label}
      placeholder="Type a name"
      searchable
      clearable
      data={data}
      value={value === '' ? null : value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={(kind === 'people' ? people : companies).isFetching ? 'Searching…' : 'Nobody by that name'}
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
