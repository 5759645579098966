import { useState } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { detailKey } from '../../api/cache';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { getPerson, updatePerson } from '../../api/people';
import type { Person, PersonWrite } from '../../api/xml/person';
import { CommentsPanel } from '../../components/CommentsPanel';
import { ConflictDialogForm, type EditableField, type FieldValues } from '../../components/ConflictDialogForm';
import { errorMessage } from '../../components/errorMessage';
import { formatDateTime } from '../../components/formatDate';
import { LocationEditor } from '../../components/LocationEditor';
import { RecordTagsEditor } from '../../components/RecordTagsEditor';
import { RecordSuperTags } from '../../components/superTags/RecordSuperTags';
import { ContactRelatedLists } from '../companies/ContactRelatedLists';
import { DetailSection } from '../companies/DetailSection';
import { personTitle, useDeletePersonWithUndo } from './useDeletePersonWithUndo';

type PersonField = 'firstName' | 'lastName' | 'title' | 'company' | 'notes';

const FIELDS: readonly EditableField<PersonField>[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'title', label: 'Job title' },
  { key: 'company', label: 'Company' },
  { key: 'notes', label: 'Notes', multiline: true },
];

function valuesOf(person: Person): FieldValues<PersonField> {
  return { firstName: person.firstName, lastName: person.lastName, title: person.title, company: person.company, notes: person.notes };
}

/** The fields to send: the employer only when it changed (by name: an unknown name creates that company). */
function writeOf(values: FieldValues<PersonField>, before: FieldValues<PersonField>): PersonWrite {
  const input: PersonWrite = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), title: values.title.trim(), notes: values.notes };
  if (values.company.trim() !== before.company.trim()) input.company = values.company.trim();
  return input;
}

/** The person's page: fields (edit in place, guarded by the ETag), company, tags, SuperTags, locations, comments, related lists. */
export function PersonDetails({ person, etag }: { person: Person; etag: string | null }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ etag: string | null; values: FieldValues<PersonField> } | null>(null);
  const { deletePerson, isPending: deleting } = useDeletePersonWithUndo();
  const record = { collection: 'people', id: person.id } as const;
  const title = personTitle(person);

  async function onDelete() {
    try {
      await deletePerson(person);
      void navigate('/people');
    } catch (error) {
      notifications.show({ color: 'red', title: `${title} was not deleted`, message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="lg">
      <title>{`${title} · CRM console`}</title>
      {editing === null ? (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4}>
              <Title order={1}>{title}</Title>
              <Text>
                {person.title !== '' && `${person.title}${person.companyId !== null ? ' at ' : ''}`}
                {person.companyId !== null && (
                  <Anchor component={Link} to={`/companies/${person.companyId}`}>
                    {person.company === '' ? `Company #${person.companyId}` : person.company}
                  </Anchor>
                )}
                {person.title === '' && person.companyId === null && (
                  <Text span c="dimmed">
                    No job title or company. Add them with “Edit person”.
                  </Text>
                )}
              </Text>
              <Text size="sm" c="dimmed">
                Created {formatDateTime(person.createdAt)} · updated {formatDateTime(person.updatedAt)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing({ etag, values: valuesOf(person) })}>
                Edit person
              </Button>
              <Button variant="default" leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-text)" />} loading={deleting} onClick={() => void onDelete()}>
                Delete person
              </Button>
            </Group>
          </Group>
          <DetailSection title="Notes">
            {() => (
              <Text style={{ whiteSpace: 'pre-wrap' }} c={person.notes === '' ? 'dimmed' : undefined}>
                {person.notes === '' ? 'No notes. Add some with “Edit person”.' : person.notes}
              </Text>
            )}
          </DetailSection>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={1}>Edit {title}</Title>
          <ConflictDialogForm<PersonField, Person>
            subject={title}
            fields={FIELDS}
            initial={editing.values}
            etag={editing.etag}
            detailKey={detailKey('people', person.id)}
            patch={(value, values) => ({ ...value, firstName: values.firstName.trim(), lastName: values.lastName.trim(), title: values.title.trim(), notes: values.notes, company: values.company.trim() })}
            save={(values, ifMatch) => updatePerson(client, { id: person.id, input: writeOf(values, editing.values), ifMatch })}
            loadCurrent={async () => {
              const current = await getPerson(client, person.id);
              return { values: valuesOf(current.value), etag: current.etag };
            }}
            onDone={() => setEditing(null)}
          />
        </Stack>
      )}
      <Divider />
      <DetailSection title="Tags">{() => <RecordTagsEditor record={record} tags={person.tags.filter((tag) => !tag.supertag)} />}</DetailSection>
      <RecordSuperTags kind="person" id={person.id} />
      <DetailSection title="Locations">{(headingId) => <LocationEditor owner={record} locations={person.locations} labelledBy={headingId} />}</DetailSection>
      <DetailSection title="Comments">{() => <CommentsPanel record={record} comments={person.megaComments} />}</DetailSection>
      <ContactRelatedLists collection="people" id={person.id} />
    </Stack>
  );
}
