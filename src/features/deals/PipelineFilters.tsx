import { Group, NativeSelect } from '@mantine/core';
import type { User } from '#xml/user';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';

export interface PipelineFiltersProps {
  assignee: string;
  text: string;
  users: readonly User[];
  currentEmail: string | null;
  onAssignee: (value: string) => void;
  onText: (value: string) => void;
}

/** Whose deals (the service's `assigned_to` search) and a text filter over the loaded cards. */
export function PipelineFilters({
  assignee,
  text,
  users,
  currentEmail,
  onAssignee,
  onText,
}: PipelineFiltersProps) {
  const others = users.filter((user) => user.email !== '' && user.email !== currentEmail);
  const options = [
    { value: '', label: 'Everyone' },
    ...(currentEmail === null ? [] : [{ value: 'mine', label: 'My deals' }]),
    ...others.map((user) => ({
      value: user.email,
      label: user.name === '' ? user.email : `${user.name} (${user.email})`,
    })),
  ];
  // A link may name a user this list does not know (yet): keep it selectable rather than lose it.
  if (assignee !== '' && !options.some((option) => option.value === assignee))
    options.push({ value: assignee, label: assignee });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label="Assigned to"
        w={240}
        value={assignee}
        data={options}
        onChange={(event) => onAssignee(event.currentTarget.value)}
      />
      <div style={{ flex: '1 1 220px', maxWidth: 360 }}>
        <DebouncedSearchInput
          label="Filter cards"
          placeholder="Title, contact, assignee…"
          value={text}
          onSearch={onText}
        />
      </div>
    </Group>
  );
}
