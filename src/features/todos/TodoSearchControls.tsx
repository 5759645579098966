import { Suspense } from 'react';
import { SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { TODO_SEARCH_LABELS, TODO_SEARCH_OPTIONS, type TodoSearchOption } from './todoSearchParams';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The user, person and company pickers bring Mantine's Combobox and floating-ui: loaded when one
// of those searches is chosen, not with the list (which opens on the default search).
const TodoPickerSearch = lazyNamed(() => import('./TodoPickerSearch'), 'TodoPickerSearch');

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
        {(by === 'assigned' || by === 'person' || by === 'company') && (
          <Suspense fallback={null}>
            <TodoPickerSearch by={by} q={q} onQChange={onQChange} />
          </Suspense>
        )}
        {by === 'updated' && (
          <DateField label={t('search.updated')} value={q} onChange={onQChange} />
        )}
      </div>
    </Stack>
  );
}
