import { useId, useState } from 'react';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { Todo } from '../../api/xml/todo';
import type { TodoGroup } from './todoDates';
import { OVERDUE_TEXT, TodoItem } from './TodoItem';

export interface TodoActions {
  onToggleComplete: (todo: Todo) => void;
  onToggleFlag: (todo: Todo) => void;
  onPostponeTomorrow: (todo: Todo) => void;
  onPostponeNextWeek: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

function TodoList({ todos, overdue, actions }: { todos: readonly Todo[]; overdue: boolean; actions: TodoActions }) {
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {todos.map((todo) => (
        <TodoItem
          key={todo.id}
          todo={todo}
          overdue={overdue}
          onToggleComplete={() => actions.onToggleComplete(todo)}
          onToggleFlag={() => actions.onToggleFlag(todo)}
          onPostponeTomorrow={() => actions.onPostponeTomorrow(todo)}
          onPostponeNextWeek={() => actions.onPostponeNextWeek(todo)}
          onEdit={() => actions.onEdit(todo)}
          onDelete={() => actions.onDelete(todo)}
        />
      ))}
    </Stack>
  );
}

function GroupSection({ group, actions }: { group: TodoGroup; actions: TodoActions }) {
  const headingId = useId();
  const overdue = group.key === 'overdue';
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={headingId} c={overdue ? OVERDUE_TEXT : undefined}>
          {group.label}
        </Title>
        <Badge size="sm" variant="light" color={overdue ? 'red' : 'gray'} aria-label={`${group.todos.length} to-dos`}>
          {group.todos.length}
        </Badge>
      </Group>
      <TodoList todos={group.todos} overdue={overdue} actions={actions} />
    </section>
  );
}

/** Open to-dos in due-date sections (overdue highlighted), then the completed ones behind a toggle. */
export function TodoGroups({ groups, completed, actions }: { groups: readonly TodoGroup[]; completed: readonly Todo[]; actions: TodoActions }) {
  const [showCompleted, setShowCompleted] = useState(false);
  const completedId = useId();
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <GroupSection key={group.key} group={group} actions={actions} />
      ))}
      {completed.length > 0 && (
        <section aria-labelledby={completedId}>
          <Group gap="xs" mb="xs">
            <Title order={2} size="h4" id={completedId}>
              Completed
            </Title>
            <Badge size="sm" variant="light" color="green" aria-label={`${completed.length} to-dos`}>
              {completed.length}
            </Badge>
            <Button size="compact-sm" variant="subtle" onClick={() => setShowCompleted((shown) => !shown)} aria-expanded={showCompleted}>
              {showCompleted ? 'Hide' : 'Show'}
            </Button>
          </Group>
          {showCompleted && <TodoList todos={completed} overdue={false} actions={actions} />}
        </section>
      )}
    </Stack>
  );
}
