import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import { useT } from '#i18n/useT';
import { dealFormMessages } from './messages';
import { assignableUsers } from '#lib/assignableUsers';

export interface AssigneeSelectProps {
  /** The chosen user's e-mail ('' = leave it to the service: the current user on create). */
  value: string;
  onChange: (email: string) => void;
  /** What '' means here, e.g. "Me" on create or "Keep current" on edit. */
  emptyLabel: string;
}

/** The assignee, by e-mail, as `assigned_to` takes it on write. */
export function AssigneeSelect({ value, onChange, emptyLabel }: AssigneeSelectProps) {
  const t = useT(dealFormMessages);
  const client = useApiClient();
  const users = useQuery(userQueries.list(client));
  const options = [
    { value: '', label: emptyLabel },
    ...assignableUsers(users.data ?? [], value)
      .filter((user) => user.email !== '')
      .map((user) => ({
        value: user.email,
        label:
          user.name === ''
            ? user.email
            : t('assignee.option', { name: user.name, email: user.email }),
      })),
  ];
  if (value !== '' && !options.some((option) => option.value === value))
    options.push({ value, label: value });
  return (
    <NativeSelect
      label={t('assignee.label')}
      value={value}
      data={options}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
