import { memo } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import type { User } from '#xml/user';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

export interface PipelineFiltersProps {
  assignee: string;
  text: string;
  users: readonly User[];
  currentEmail: string | null;
  onAssignee: (value: string) => void;
  onText: (value: string) => void;
}

/** Whose deals (the service's `assigned_to` search) and a text filter over the loaded cards. */
export const PipelineFilters = memo(function PipelineFilters({
  assignee,
  text,
  users,
  currentEmail,
  onAssignee,
  onText,
}: PipelineFiltersProps) {
  const t = useT(dealMessages);
  const others = users.filter((user) => user.email !== '' && user.email !== currentEmail);
  const options = [
    { value: '', label: t('board.everyone') },
    ...(currentEmail === null ? [] : [{ value: 'mine', label: t('board.mine') }]),
    ...others.map((user) => ({
      value: user.email,
      label:
        user.name === ''
          ? user.email
          : t('list.userOption', { name: user.name, email: user.email }),
    })),
  ];
  // A link may name a user this list does not know (yet): keep it selectable rather than lose it.
  if (assignee !== '' && !options.some((option) => option.value === assignee))
    options.push({ value: assignee, label: assignee });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t('board.assignedTo')}
        w={240}
        value={assignee}
        data={options}
        onChange={(event) => onAssignee(event.currentTarget.value)}
      />
      <div style={{ flex: '1 1 220px', maxWidth: 360 }}>
        <DebouncedSearchInput
          label={t('board.filter')}
          placeholder={t('board.filterPlaceholder')}
          value={text}
          onSearch={onText}
        />
      </div>
    </Group>
  );
});
