import { useState } from 'react';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { todoQueries } from '../../api/todos';
import type { Todo } from '#xml/todo';
import { ListEmptyState } from '../../components/ListEmptyState';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { LazyTodoFormModal } from '../../components/todoForm/LazyTodoFormModal';
import { useListParams } from '../../hooks/useListParams';
import { groupTodos } from '../../components/todos/todoDates';
import { TodoGroups } from './TodoGroups';
import { TodoSearchControls } from './TodoSearchControls';
import { asSearchOption, todoSearchOf } from './todoSearchParams';
import { useLingering, useNow } from './useLingering';
import { useTodoActions } from './useTodoActions';
import { SavedViewsMenu } from '../../components/savedViews/SavedViewsMenu';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';

const TODO_FILTERS = ['scope', 'by', 'q'] as const;
const EVERY_TODO = { updatedSince: '1970-01-01T00:00:00Z' };

/**
 * To-dos: the current user's list, or all users' to-dos searched by one option; grouped by due
 * date, with complete, flag and postpone applied at once. State in the URL (`?scope=all&by=person&q=12`).
 */
export function TodosListPage() {
  const t = useT(todoMessages);
  const client = useApiClient();
  const { filters, setFilter } = useListParams(TODO_FILTERS);
  const [, setSearch] = useSearchParamsUpdate();
  const allUsers = filters.scope === 'all';
  const by = asSearchOption(filters.by);
  const chosen = allUsers ? todoSearchOf(by, filters.q) : undefined;
  // "All users" before a search is chosen: every user's open to-dos. The API searches by exactly
  // one option, so the widest one is asked (updated since 1970: every to-do) and the done ones
  // are left out here; choosing a search narrows it as before.
  const search = allUsers ? (chosen ?? EVERY_TODO) : undefined;
  const listOptions =
    search === undefined ? todoQueries.mine(client) : todoQueries.search(client, search);
  const query = useQuery({
    ...listOptions,
    select: (todos) =>
      allUsers && chosen === undefined ? todos.filter((todo) => !todo.complete) : todos,
  });
  const now = useNow();
  const { lingering, linger } = useLingering();
  const [editing, setEditing] = useState<{ todo: Todo | null } | null>(null);
  const actions = useTodoActions(listOptions.queryKey, linger, (todo) => setEditing({ todo }));

  return (
    <Stack gap="md">
      <ScreenHeader
        title={allUsers ? t('list.all') : t('list.mine')}
        views={<SavedViewsMenu list="todos" />}
        action={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ todo: null })}
          >
            {t('list.new')}
          </Button>
        }
      />
      <SegmentedControl
        aria-label={t('list.whose')}
        value={allUsers ? 'all' : 'mine'}
        onChange={(value) => setFilter('scope', value === 'all' ? 'all' : '')}
        data={[
          { value: 'mine', label: t('list.scopeMine') },
          { value: 'all', label: t('list.scopeAll') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {allUsers && (
        <TodoSearchControls
          by={by}
          q={filters.q}
          onByChange={(next) =>
            // One option at a time: the old option's value means nothing for the new one.
            setSearch(
              (prev) => {
                const params = new URLSearchParams(prev);
                params.set('by', next);
                params.delete('q');
                return params;
              },
              { replace: true },
            )
          }
          onQChange={(q) => setFilter('q', q)}
        />
      )}
      {allUsers && chosen === undefined && (
        <Text c="dimmed" size="sm">
          {t('list.everyOpen')}
        </Text>
      )}
      <QueryState
        query={query}
        errorTitle={t('list.loadError')}
        loading={<TableSkeleton />}
        isEmpty={(todos) => todos.length === 0}
        empty={
          <ListEmptyState
            noMatch={
              chosen !== undefined
                ? {
                    title: t('empty.noMatch'),
                    description: t('empty.noMatchHint'),
                    clearLabel: t('list.clearSearch'),
                    onClear: () => setFilter('q', ''),
                  }
                : undefined
            }
            nothingYet={{
              title: t('empty.nothingYet'),
              description: allUsers ? t('list.noneAll') : t('list.noneMine'),
              action: <Button onClick={() => setEditing({ todo: null })}>{t('list.new')}</Button>,
            }}
          />
        }
      >
        {(todos) => {
          const { groups, completed } = groupTodos(todos, now, lingering);
          return <TodoGroups groups={groups} completed={completed} now={now} actions={actions} />;
        }}
      </QueryState>
      <LazyTodoFormModal
        opened={editing !== null}
        todo={editing?.todo ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
