import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { useCreateTodo, useUpdateTodo } from '../../api/todos';
import { userQueries } from '../../api/users';
import type { Todo, TodoWrite } from '../../api/xml/todo';
import type { User } from '../../api/xml/user';
import { errorMessage } from '../../components/errorMessage';
import { NOTIFICATION_A11Y } from '../../components/notificationA11y';
import { fromLocalInputs, toLocalInputs } from './todoDates';
import { todoTitle } from './TodoItem';

export interface TodoFormModalProps {
  opened: boolean;
  /** The to-do being edited; null to create one. */
  todo: Todo | null;
  onClose: () => void;
}

/** The user a to-do is assigned to: by the announced id, else by the name the API shows. */
function assigneeEmail(todo: Todo | null, users: readonly User[]): string | null {
  if (todo === null || todo.assignedTo === '') return null;
  const user = users.find((u) => (todo.assignedToId !== null && u.id === todo.assignedToId) || u.name === todo.assignedTo);
  return user?.email ?? null;
}

/** Creates or edits a to-do: the modal mounts its form afresh for each to-do, so the fields start from it. */
export function TodoFormModal({ opened, todo, onClose }: TodoFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={todo === null ? 'New to-do' : `Edit “${todoTitle(todo)}”`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <TodoForm key={todo?.id ?? 'new'} todo={todo} onDone={onClose} />}
    </Modal>
  );
}

function TodoForm({ todo, onDone }: { todo: Todo | null; onDone: () => void }) {
  const client = useApiClient();
  const users = useQuery(userQueries.list(client));
  const initialDue = toLocalInputs(todo?.dueDate ?? null);
  const [title, setTitle] = useState(todo?.title ?? '');
  const [description, setDescription] = useState(todo?.description ?? '');
  const [dueDay, setDueDay] = useState(initialDue.date);
  const [dueTime, setDueTime] = useState(initialDue.time);
  const [flagged, setFlagged] = useState(todo?.flagged ?? false);
  const [complete, setComplete] = useState(todo?.complete ?? false);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const shownAssignee = assignee ?? assigneeEmail(todo, users.data ?? []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (title.trim() === '') {
      setTitleError('Enter what is to be done');
      return;
    }
    const input: TodoWrite = { title: title.trim(), description, dueDate: fromLocalInputs(dueDay, dueTime), flagged, complete };
    if (shownAssignee !== null) input.assignedTo = shownAssignee;
    try {
      if (todo === null) await create.mutateAsync(input);
      else await update.mutateAsync({ id: todo.id, input });
      notifications.show({ ...NOTIFICATION_A11Y, color: 'green', title: todo === null ? 'To-do created' : 'To-do saved', message: input.title });
      onDone();
    } catch {
      // Shown from the mutation's error above the fields.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure !== null && (
          <Alert role="alert" color="red" variant="light" title={todo === null ? 'The to-do was not created' : 'The to-do was not saved'}>
            {errorMessage(failure)}
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          data-autofocus
          value={title}
          error={titleError}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleError(null);
          }}
        />
        <Textarea label="Description" autosize minRows={2} maxRows={8} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput type="date" label="Due date" value={dueDay} onChange={(event) => setDueDay(event.currentTarget.value)} />
          <TextInput type="time" label="Due time" description="9:00 when left empty" value={dueTime} disabled={dueDay === ''} onChange={(event) => setDueTime(event.currentTarget.value)} />
        </SimpleGrid>
        <Select
          label="Assigned to"
          placeholder={users.isPending ? 'Loading users…' : 'Choose a user'}
          description={users.isError ? `Users could not be loaded: ${errorMessage(users.error)}` : undefined}
          data={(users.data ?? []).map((user) => ({ value: user.email, label: user.name === '' ? user.email : user.name }))}
          value={shownAssignee}
          onChange={setAssignee}
          searchable
          nothingFoundMessage="No user by that name"
        />
        <Group gap="lg">
          <Checkbox label="Flagged" checked={flagged} onChange={(event) => setFlagged(event.currentTarget.checked)} />
          <Checkbox label="Done" checked={complete} onChange={(event) => setComplete(event.currentTarget.checked)} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {todo === null ? 'Create to-do' : 'Save to-do'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
