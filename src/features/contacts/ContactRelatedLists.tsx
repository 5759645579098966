import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { companyQueries } from '../../api/companies';
import { contactQueries } from '../../api/contactRecords';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { ContactCollection } from '../../api/records';
import { fullName } from '#xml/person';
import type { Todo } from '#xml/todo';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { formatDate } from '../../lib/formatDate';
import { CommunicationsTimeline } from './CommunicationsTimeline';
import { QueryState } from '../../components/QueryState';
import { TodoFormModal } from '../../components/todoForm/TodoFormModal';
import { todoTitle } from '../../components/todoForm/todoTitle';
import { DetailSection } from '../../components/DetailSection';

/** Below a company or person: (employees,) affiliations, the communications timeline with roles, to-dos (each opens the to-do dialog; and a new one about them). */
export function ContactRelatedLists({
  collection,
  id,
}: {
  collection: ContactCollection;
  id: number;
}) {
  const client = useApiClient();
  const args = { collection, id };
  const affiliations = useQuery(contactQueries.affiliations(client, args));
  const todos = useQuery(contactQueries.todos(client, args));
  // The to-do in the dialog: null for a new one; undefined while the dialog is closed.
  const [editingTodo, setEditingTodo] = useState<Todo | null | undefined>(undefined);
  return (
    <>
      {collection === 'companies' && <Employees companyId={id} />}
      <RelatedList
        title="Affiliations"
        query={affiliations}
        noun="affiliations"
        emptyText="No affiliations yet: they come from people who work at a company."
      >
        {(affiliation) => (
          <List.Item key={`${affiliation.recordType}-${affiliation.recordId}-${affiliation.label}`}>
            <Group gap="xs">
              <RecordLink
                type={affiliation.recordType}
                id={affiliation.recordId}
                name={affiliation.recordName}
              />
              {affiliation.label !== '' && (
                <Badge variant="light" color="gray" tt="none">
                  {affiliation.label}
                </Badge>
              )}
            </Group>
          </List.Item>
        )}
      </RelatedList>
      <CommunicationsTimeline kind={collection === 'companies' ? 'company' : 'person'} id={id} />
      <RelatedList
        title="To-dos"
        query={todos}
        noun="to-dos"
        emptyText="No to-dos about them yet."
        action={
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditingTodo(null)}
          >
            New to-do
          </Button>
        }
      >
        {(todo) => (
          <List.Item key={todo.id}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={500}
              td={todo.complete ? 'line-through' : undefined}
              onClick={() => setEditingTodo(todo)}
            >
              {todoTitle(todo)}
            </Anchor>
            <Text size="sm" c="dimmed" span>
              {todo.complete ? ' · done' : ''}
              {todo.dueDate !== null ? ` · due ${formatDate(todo.dueDate)}` : ''}
              {todo.assignedTo !== '' ? ` · ${todo.assignedTo}` : ''}
            </Text>
          </List.Item>
        )}
      </RelatedList>
      {/* A new one starts related to this contact, so once saved it is listed above. */}
      <TodoFormModal
        opened={editingTodo !== undefined}
        todo={editingTodo ?? null}
        fromContact={{ id, kind: collection }}
        onClose={() => setEditingTodo(undefined)}
      />
    </>
  );
}

function Employees({ companyId }: { companyId: number }) {
  const client = useApiClient();
  const employees = useQuery(companyQueries.employees(client, companyId));
  return (
    <RelatedList
      title="Employees"
      query={employees}
      noun="employees"
      emptyText="Nobody works here yet: set this company on a person's page."
    >
      {(person) => (
        <List.Item key={person.id}>
          <Anchor component={Link} to={`/people/${person.id}`} size="sm">
            {fullName(person) === '' ? `Person #${person.id}` : fullName(person)}
          </Anchor>
          {person.title !== '' && (
            <Text size="sm" c="dimmed" span>
              {' '}
              · {person.title}
            </Text>
          )}
        </List.Item>
      )}
    </RelatedList>
  );
}

/** Affiliations name a company or a person (or another kind, shown without a link). */
function RecordLink({ type, id, name }: { type: string; id: number; name: string }) {
  const path = /company/i.test(type)
    ? `/companies/${id}`
    : /person/i.test(type)
      ? `/people/${id}`
      : null;
  const text = name === '' ? `${type} #${id}` : name;
  return path === null ? (
    <Text size="sm">{text}</Text>
  ) : (
    <Anchor component={Link} to={path} size="sm">
      {text}
    </Anchor>
  );
}

interface RelatedListProps<T> {
  title: string;
  noun: string;
  query: UseQueryResult<T[]>;
  emptyText: string;
  action?: ReactNode;
  children: (item: T) => ReactNode;
}

function RelatedList<T>({ title, noun, query, emptyText, action, children }: RelatedListProps<T>) {
  return (
    <DetailSection title={title} action={action}>
      {(headingId) => (
        <QueryState
          query={query}
          errorTitle={`Could not load the ${noun}`}
          loading={
            <Stack gap={6}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={14} width="40%" />
            </Stack>
          }
          isEmpty={(items) => items.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          }
        >
          {(items) => (
            <List spacing={4} aria-labelledby={headingId} style={BREAK_ANYWHERE}>
              {items.map(children)}
            </List>
          )}
        </QueryState>
      )}
    </DetailSection>
  );
}
