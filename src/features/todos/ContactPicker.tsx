import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { personQueries } from '../../api/people';
import { fullName } from '../../api/xml/person';

export interface ContactPickerProps {
  kind: 'people' | 'companies';
  label: string;
  /** The chosen contact's id as text ('' when none). */
  value: string;
  onChange: (id: string) => void;
}

/** Finds a person or company by name as the user types (the API's name search) and picks one by id. */
export function ContactPicker({ kind, label, value, onChange }: ContactPickerProps) {
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
        setChosenLabel(id === null || option === null ? null : { value: id, label: option.label });
        onChange(id ?? '');
      }}
    />
  );
}
