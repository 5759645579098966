import { useId, useState } from 'react';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { Todo } from '#xml/todo';
import type { TodoGroup } from '../../components/todos/todoDates';
import { OVERDUE_TEXT, TodoItem } from './TodoItem';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';
import { componentMessages } from '../../components/messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

export interface TodoActions {
  onToggleComplete: (todo: Todo) => void;
  onToggleFlag: (todo: Todo) => void;
  onPostpone: (todo: Todo, dueDate: string) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

function TodoList({
  todos,
  overdue,
  now,
  actions,
}: {
  todos: readonly Todo[];
  overdue: boolean;
  now: Date;
  actions: TodoActions;
}) {
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {todos.map((todo) => (
        <HydrateLater key={todo.id}>
          <TodoItem
            todo={todo}
            overdue={overdue}
            now={now}
            onToggleComplete={() => actions.onToggleComplete(todo)}
            onToggleFlag={() => actions.onToggleFlag(todo)}
            onPostpone={(dueDate) => actions.onPostpone(todo, dueDate)}
            onEdit={() => actions.onEdit(todo)}
            onDelete={() => actions.onDelete(todo)}
          />
        </HydrateLater>
      ))}
    </Stack>
  );
}

function GroupSection({
  group,
  now,
  actions,
}: {
  group: TodoGroup;
  now: Date;
  actions: TodoActions;
}) {
  const t = useT(todoMessages);
  const dueT = useT(componentMessages);
  const headingId = useId();
  const overdue = group.key === 'overdue';
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id={headingId} c={overdue ? OVERDUE_TEXT : undefined}>
          {dueT(`due.${group.key}`)}
        </Title>
        <Badge
          size="sm"
          variant="light"
          color={overdue ? 'red' : 'gray'}
          aria-label={t('groups.count', { count: group.todos.length })}
        >
          {group.todos.length}
        </Badge>
      </Group>
      <TodoList todos={group.todos} overdue={overdue} now={now} actions={actions} />
    </section>
  );
}

/** Open to-dos in due-date sections (overdue highlighted), then the completed ones behind a toggle. */
export function TodoGroups({
  groups,
  completed,
  now,
  actions,
}: {
  groups: readonly TodoGroup[];
  completed: readonly Todo[];
  now: Date;
  actions: TodoActions;
}) {
  const t = useT(todoMessages);
  const [showCompleted, setShowCompleted] = useState(false);
  const completedId = useId();
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <GroupSection key={group.key} group={group} now={now} actions={actions} />
      ))}
      {completed.length > 0 && (
        <section aria-labelledby={completedId}>
          <Group gap="xs" mb="xs">
            <Title order={2} size="h4" id={completedId}>
              {t('groups.completed')}
            </Title>
            <Badge
              size="sm"
              variant="light"
              color="green"
              aria-label={t('groups.count', { count: completed.length })}
            >
              {completed.length}
            </Badge>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setShowCompleted((shown) => !shown)}
              aria-expanded={showCompleted}
            >
              {showCompleted ? t('groups.hide') : t('groups.show')}
            </Button>
          </Group>
          {showCompleted && (
            <TodoList todos={completed} overdue={false} now={now} actions={actions} />
          )}
        </section>
      )}
    </Stack>
  );
}
