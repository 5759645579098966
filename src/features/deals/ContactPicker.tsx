import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { personQueries } from '../../api/people';

/** A contact a deal can be with: a person or a company (they share one id space). */
export interface ContactChoice {
  id: number;
  label: string;
}

export interface ContactPickerProps {
  label?: string;
  value: ContactChoice | null;
  onChange: (value: ContactChoice | null) => void;
  /** Search people only (a deal's related contacts can only be people). */
  peopleOnly?: boolean;
  placeholder?: string;
}

const RESULTS = 10;

/** Chooses `deal_with_id` by searching people and companies by name on the service. */
export function ContactPicker({ label = 'Contact', value, onChange, peopleOnly = false, placeholder = 'Search people and companies' }: ContactPickerProps) {
  const client = useApiClient();
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const active = debounced !== '' && debounced !== value?.label;
  const people = useQuery({ ...personQueries.list(client, { name: debounced, limit: RESULTS }), enabled: active, placeholderData: keepPreviousData });
  const companies = useQuery({ ...companyQueries.list(client, { name: debounced, limit: RESULTS }), enabled: active && !peopleOnly, placeholderData: keepPreviousData });

  const found: ContactChoice[] = active
    ? [
        ...(people.data ?? []).map((person) => ({ id: person.id, label: `${person.firstName} ${person.lastName}`.trim() })),
        ...(peopleOnly ? [] : (companies.data ?? [])).map((company) => ({ id: company.id, label: company.name })),
      ]
    : [];
  const choices = value !== null && !found.some((choice) => choice.id === value.id) ? [value, ...found] : found;
  const kinds = new Map<number, string>([...(people.data ?? []).map((p) => [p.id, 'Person'] as const), ...(companies.data ?? []).map((c) => [c.id, 'Company'] as const)]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The service already matched the names: show its answers as they are.
      filter={({ options }) => options}
      data={choices.map((choice) => ({ value: String(choice.id), label: choice.label === '' ? `Contact #${choice.id}` : choice.label }))}
      renderOption={({ option }) => `${option.label}${kinds.has(Number(option.value)) ? ` · ${kinds.get(Number(option.value))}` : ''}`}
      value={value === null ? null : String(value.id)}
      onChange={(next, option) => onChange(next === null ? null : { id: Number(next), label: option?.label ?? '' })}
      nothingFoundMessage={active && !people.isFetching && !companies.isFetching ? 'No person or company has that name' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
