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
import { TodoFormModal } from '../../components/todoForm/TodoFormModal';
import { useListParams } from '../../hooks/useListParams';
import { groupTodos } from '../../components/todos/todoDates';
import { TodoGroups } from './TodoGroups';
import { TodoSearchControls } from './TodoSearchControls';
import { asSearchOption, todoSearchOf } from './todoSearchParams';
import { useLingering, useNow } from './useLingering';
import { useTodoActions } from './useTodoActions';
import { SavedViewsMenu } from '../../components/savedViews/SavedViewsMenu';

const TODO_FILTERS = ['scope', 'by', 'q'] as const;
const EVERY_TODO = { updatedSince: '1970-01-01T00:00:00Z' };

/**
 * To-dos: the current user's list, or all users' to-dos searched by one option; grouped by due
 * date, with complete, flag and postpone applied at once. State in the URL (`?scope=all&by=person&q=12`).
 */
export function TodosListPage() {
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
        title={allUsers ? 'All to-dos' : 'My to-dos'}
        views={<SavedViewsMenu list="todos" />}
        action={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ todo: null })}
          >
            New to-do
          </Button>
        }
      />
      <SegmentedControl
        aria-label="Whose to-dos"
        value={allUsers ? 'all' : 'mine'}
        onChange={(value) => setFilter('scope', value === 'all' ? 'all' : '')}
        data={[
          { value: 'mine', label: 'Mine' },
          { value: 'all', label: 'All users' },
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
          Every user’s open to-dos; choose a value above to narrow them.
        </Text>
      )}
      <QueryState
        query={query}
        errorTitle="Could not load the to-dos"
        loading={<TableSkeleton />}
        isEmpty={(todos) => todos.length === 0}
        empty={
          <ListEmptyState
            noun="to-dos"
            offset={0}
            filterDescription={chosen !== undefined ? 'match this search' : undefined}
            onClearFilters={() => setFilter('q', '')}
            clearLabel="Clear the search"
            nothingYetHint={
              allUsers
                ? 'No user has an open to-do. Add one with “New to-do”.'
                : 'Nothing is assigned to you. Add one with “New to-do”.'
            }
            nothingYetAction={<Button onClick={() => setEditing({ todo: null })}>New to-do</Button>}
          />
        }
      >
        {(todos) => {
          const { groups, completed } = groupTodos(todos, now, lingering);
          return <TodoGroups groups={groups} completed={completed} now={now} actions={actions} />;
        }}
      </QueryState>
      <TodoFormModal
        opened={editing !== null}
        todo={editing?.todo ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
