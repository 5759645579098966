import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../api/companies';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { MAX_SHORT_TEXT, lengthCounter } from '../../lib/fieldLimits';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';

export interface CompanyNameInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}

/**
 * A person's company, given by name as the API takes it (an unknown name creates that company).
 * Existing companies are suggested as the user types, and a name no company has is said plainly
 * before saving, so a typo does not quietly create "Northwnd Traders".
 */
export function CompanyNameInput({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: CompanyNameInputProps) {
  const t = useT(contactsMessages);
  const client = useApiClient();
  const [typed] = useDebouncedValue(value.trim(), 300);
  const matches = useQuery({
    ...companyQueries.list(client, { name: typed, limit: 50 }),
    enabled: typed !== '',
    placeholderData: keepPreviousData,
  });
  const names = [
    ...new Set((matches.data ?? []).map((company) => company.name).filter((name) => name !== '')),
  ];
  const exact = names.some((name) => name.toLowerCase() === typed.toLowerCase());
  const settled = typed === value.trim() && !matches.isFetching && matches.data !== undefined;
  let description = t('companyInput.hint');
  if (typed === '') description = t('companyInput.empty');
  else if (settled && !exact) description = t('companyInput.new', { name: typed });
  else if (settled && exact)
    description = t('companyInput.existing', {
      name: names.find((name) => name.toLowerCase() === typed.toLowerCase()) ?? typed,
    });
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      data={names.slice(0, 10)}
      // The service already matched the names (case-insensitive substring): show them all.
      filter={({ options }) => options}
      description={
        lengthCounter(value, MAX_SHORT_TEXT) === null
          ? description
          : `${description} · ${lengthCounter(value, MAX_SHORT_TEXT)}`
      }
      maxLength={MAX_SHORT_TEXT}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
