import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import { ContactPicker } from '../../components/ContactPicker';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';

/**
 * The to-do search's pickers: a user (by e-mail), a person or a company. Searchable selects
 * (Mantine's Combobox with floating-ui): `TodoSearchControls` loads this module when one is chosen.
 */
export function TodoPickerSearch({
  by,
  q,
  onQChange,
}: {
  by: 'assigned' | 'person' | 'company';
  q: string;
  onQChange: (q: string) => void;
}) {
  const t = useT(todoMessages);
  const client = useApiClient();
  const users = useQuery({ ...userQueries.list(client), enabled: by === 'assigned' });
  if (by === 'assigned')
    return (
      <Select
        label={t('search.user')}
        placeholder={users.isPending ? t('search.loadingUsers') : t('search.chooseUser')}
        data={(users.data ?? []).map((user) => ({
          value: user.email,
          label: user.name === '' ? user.email : user.name,
        }))}
        value={q === '' ? null : q}
        onChange={(value) => onQChange(value ?? '')}
        searchable
        clearable
      />
    );
  if (by === 'person')
    return (
      <ContactPicker kind="people" label={t('search.person')} value={q} onChange={onQChange} />
    );
  return (
    <ContactPicker kind="companies" label={t('search.company')} value={q} onChange={onQChange} />
  );
}
