import { useRef, useState, type FormEvent } from 'react';
import { DateField } from '../DateField';
import { dateElementProblem } from '../../lib/dateInputs';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { GuardedModal } from '../GuardedModal';
import { userQueries } from '../../api/users';
import type { Todo, TodoWrite } from '#xml/todo';
import { errorMessage } from '../../lib/errorMessage';
import { fromLocalInputs, toLocalInputs } from '../../lib/localDateTimeInputs';
import type { ContactRef } from '../../hooks/useResolvedContact';
import { assigneeEmail, handedToOther } from './assignee';
import { ParticipantFailures } from './ParticipantFailures';
import { RelatedContactsField } from './RelatedContactsField';
import { allUsersTodosPath, showTodoSaved } from './showTodoSaved';
import { todoTitle } from './todoTitle';
import { useT } from '#i18n/useT';
import { todoFormMessages } from './messages';
import { useSaveTodo, type ParticipantFailure } from './useSaveTodo';
import { limitProps, longLimitProps } from '../../lib/fieldLimits';
import { RecordHistory } from '../RecordHistory';
import { assignableUsers } from '#lib/assignableUsers';

export interface TodoFormModalProps {
  opened: boolean;
  /** The to-do being edited; null to create one. */
  todo: Todo | null;
  /**
   * The person or company whose page the dialog was opened from: a new to-do's first related
   * contact; on edit, the one related contact whose kind is known without asking the service.
   */
  fromContact?: ContactRef;
  onClose: () => void;
}

/** The related contacts the form starts with (see `fromContact`). */
function initialContacts(todo: Todo | null, fromContact: ContactRef | undefined): ContactRef[] {
  if (todo === null) return fromContact === undefined ? [] : [fromContact];
  return todo.participantIds.map((id) =>
    id === fromContact?.id ? fromContact : { id, todoId: todo.id },
  );
}

/**
 * Creates or edits a to-do. Shared by the to-dos screen and the company and person pages (which
 * list a contact's to-dos), hence in components rather than in either feature. The modal mounts
 * its form afresh for each to-do, so the fields start from it.
 */
export function TodoFormModal({ opened, todo, fromContact, onClose }: TodoFormModalProps) {
  const t = useT(todoFormMessages);
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={todo === null ? t('form.new') : t('form.edit', { title: todoTitle(todo) })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {opened && (
        <TodoForm key={todo?.id ?? 'new'} todo={todo} fromContact={fromContact} onDone={onClose} />
      )}
      {opened && todo !== null && <RecordHistory record={{ collection: 'todos', id: todo.id }} />}
    </GuardedModal>
  );
}

function TodoForm({
  todo,
  fromContact,
  onDone,
}: {
  todo: Todo | null;
  fromContact: ContactRef | undefined;
  onDone: () => void;
}) {
  const t = useT(todoFormMessages);
  const client = useApiClient();
  const users = useQuery(userQueries.list(client));
  const currentUser = useQuery(userQueries.current(client));
  const navigate = useNavigate();
  const initialDue = toLocalInputs(todo?.dueDate ?? null);
  const [title, setTitle] = useState(todo?.title ?? '');
  const [description, setDescription] = useState(todo?.description ?? '');
  const [dueDay, setDueDay] = useState(initialDue.date);
  const [dueTime, setDueTime] = useState(initialDue.time);
  const [flagged, setFlagged] = useState(todo?.flagged ?? false);
  const [complete, setComplete] = useState(todo?.complete ?? false);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [contacts, setContacts] = useState<ContactRef[]>(() => initialContacts(todo, fromContact));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [dueError, setDueError] = useState<string | undefined>(undefined);
  const dueDayInput = useRef<HTMLInputElement>(null);
  const [contactFailures, setContactFailures] = useState<ParticipantFailure[]>([]);
  const save = useSaveTodo(todo);
  const savedAssignee = assigneeEmail(todo, users.data ?? []);
  const shownAssignee = assignee ?? savedAssignee;
  const [opening] = useState(() => ({ contacts, title, description, dueDay, dueTime }));
  const { release } = useUnsavedChanges(
    title !== opening.title ||
      description !== opening.description ||
      dueDay !== opening.dueDay ||
      dueTime !== opening.dueTime ||
      flagged !== (todo?.flagged ?? false) ||
      complete !== (todo?.complete ?? false) ||
      assignee !== null ||
      contacts !== opening.contacts,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dueProblem = dateElementProblem(dueDayInput.current);
    setDueError(dueProblem);
    if (title.trim() === '') setTitleError(t('form.enterTitle'));
    if (title.trim() === '' || dueProblem !== undefined) return;
    const input: TodoWrite = {
      title: title.trim(),
      description,
      dueDate: fromLocalInputs(dueDay, dueTime),
      flagged,
      complete,
    };
    if (shownAssignee !== null) input.assignedTo = shownAssignee;
    const created = save.isNew;
    setContactFailures([]);
    try {
      const failures = await save.mutateAsync({ input, contacts });
      setContactFailures(failures);
      if (failures.length > 0) return;
      // The notice may lead to another screen at once: nothing unsaved is left behind.
      release();
      showTodoSaved({
        created,
        title: title.trim(),
        handedTo: handedToOther(
          shownAssignee,
          created ? null : savedAssignee,
          users.data ?? [],
          currentUser.data,
        ),
        showHandedTo: (user) => void navigate(allUsersTodosPath(user)),
      });
      onDone();
    } catch {
      // Shown from the mutation's error above the fields.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {save.error !== null && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={save.isNew ? t('form.notCreated') : t('form.notSaved')}
          >
            {errorMessage(save.error)}
          </Alert>
        )}
        <ParticipantFailures failures={contactFailures} />
        <TextInput
          label={t('form.title')}
          required
          data-autofocus
          value={title}
          {...limitProps(title)}
          error={titleError}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setTitleError(null);
          }}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          maxRows={8}
          value={description}
          {...longLimitProps(description)}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            ref={dueDayInput}
            label={t('form.dueDate')}
            value={dueDay}
            error={dueError}
            onChange={(value) => {
              setDueDay(value);
              setDueError(undefined);
            }}
          />
          <TextInput
            type="time"
            label={t('form.dueTime')}
            description={t('form.dueTimeHint')}
            value={dueTime}
            disabled={dueDay === ''}
            onChange={(event) => setDueTime(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Select
          label={t('form.assignedTo')}
          placeholder={users.isPending ? t('form.loadingUsers') : t('form.chooseUser')}
          description={
            users.isError ? t('form.usersFailed', { error: errorMessage(users.error) }) : undefined
          }
          data={assignableUsers(users.data ?? [], savedAssignee).map((user) => ({
            value: user.email,
            label: user.name === '' ? user.email : user.name,
          }))}
          value={shownAssignee}
          onChange={setAssignee}
          searchable
          nothingFoundMessage={t('form.noUser')}
        />
        <RelatedContactsField value={contacts} onChange={setContacts} />
        <Group gap="lg">
          <Checkbox
            label={t('form.flagged')}
            checked={flagged}
            onChange={(event) => setFlagged(event.currentTarget.checked)}
          />
          <Checkbox
            label={t('form.done')}
            checked={complete}
            onChange={(event) => setComplete(event.currentTarget.checked)}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {save.isNew ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
