import { Select, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import { ContactPicker } from '../../components/ContactPicker';
import { TODO_SEARCH_LABELS, TODO_SEARCH_OPTIONS, type TodoSearchOption } from './todoSearchParams';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';

export interface TodoSearchControlsProps {
  by: TodoSearchOption;
  q: string;
  onByChange: (by: TodoSearchOption) => void;
  onQChange: (q: string) => void;
}

/**
 * All users' to-dos are searched by one option at a time (the API refuses two): a segmented
 * "Search by" control picks it, and only that option's input is shown.
 */
export function TodoSearchControls({ by, q, onByChange, onQChange }: TodoSearchControlsProps) {
  const t = useT(todoMessages);
  const client = useApiClient();
  const users = useQuery({ ...userQueries.list(client), enabled: by === 'assigned' });
  // Four labels do not fit side by side on a phone: stacked there.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="todo-search-by">
        {t('search.by')}
      </Text>
      <SegmentedControl
        aria-labelledby="todo-search-by"
        value={by}
        onChange={onByChange}
        data={TODO_SEARCH_OPTIONS.map((value) => ({ value, label: t(TODO_SEARCH_LABELS[value]) }))}
        orientation={orientation}
        fullWidth
        style={{ maxWidth: 560 }}
      />
      <Text size="xs" c="dimmed">
        {t('search.oneAtATime')}
      </Text>
      <div style={{ maxWidth: 360 }}>
        {by === 'assigned' && (
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
        )}
        {by === 'person' && (
          <ContactPicker kind="people" label={t('search.person')} value={q} onChange={onQChange} />
        )}
        {by === 'company' && (
          <ContactPicker
            kind="companies"
            label={t('search.company')}
            value={q}
            onChange={onQChange}
          />
        )}
        {by === 'updated' && (
          <DateField label={t('search.updated')} value={q} onChange={onQChange} />
        )}
      </div>
    </Stack>
  );
}
