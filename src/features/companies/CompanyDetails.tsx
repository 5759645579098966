import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { detailKey } from '../../api/cache';
import { getCompany, updateCompany } from '../../api/companies';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Company } from '../../api/xml/company';
import { CommentsPanel } from '../../components/CommentsPanel';
import { ConflictDialogForm, type EditableField, type FieldValues } from '../../components/ConflictDialogForm';
import { errorMessage } from '../../components/errorMessage';
import { formatDateTime } from '../../components/formatDate';
import { LocationEditor } from '../../components/LocationEditor';
import { RecordTagsEditor } from '../../components/RecordTagsEditor';
import { RecordSuperTags } from '../../components/superTags/RecordSuperTags';
import { ContactRelatedLists } from './ContactRelatedLists';
import { DetailSection } from './DetailSection';
import { useDeleteCompanyWithUndo } from './useDeleteCompanyWithUndo';

type CompanyField = 'name' | 'notes';

const FIELDS: readonly EditableField<CompanyField>[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'notes', label: 'Notes', multiline: true },
];

function valuesOf(company: Company): FieldValues<CompanyField> {
  return { name: company.name, notes: company.notes };
}

/** The company's page: fields (edit in place, guarded by its ETag), tags, SuperTags, locations, comments, related lists. */
export function CompanyDetails({ company, etag }: { company: Company; etag: string | null }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ etag: string | null; values: FieldValues<CompanyField> } | null>(null);
  const { deleteCompany, isPending: deleting } = useDeleteCompanyWithUndo();
  const record = { collection: 'companies', id: company.id } as const;
  const title = company.name === '' ? `Company #${company.id}` : company.name;

  async function onDelete() {
    try {
      await deleteCompany(company);
      void navigate('/companies');
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
              <Text size="sm" c="dimmed">
                Created {formatDateTime(company.createdAt)} · updated {formatDateTime(company.updatedAt)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing({ etag, values: valuesOf(company) })}>
                Edit company
              </Button>
              <Button variant="default" leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-text)" />} loading={deleting} onClick={() => void onDelete()}>
                Delete company
              </Button>
            </Group>
          </Group>
          <DetailSection title="Notes">
            {() => (
              <Text style={{ whiteSpace: 'pre-wrap' }} c={company.notes === '' ? 'dimmed' : undefined}>
                {company.notes === '' ? 'No notes. Add some with “Edit company”.' : company.notes}
              </Text>
            )}
          </DetailSection>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={1}>Edit {title}</Title>
          <ConflictDialogForm<CompanyField, Company>
            subject={`company “${title}”`}
            fields={FIELDS}
            initial={editing.values}
            etag={editing.etag}
            detailKey={detailKey('companies', company.id)}
            patch={(value, values) => ({ ...value, name: values.name.trim(), notes: values.notes })}
            save={(values, ifMatch) => updateCompany(client, { id: company.id, input: { name: values.name.trim(), notes: values.notes }, ifMatch })}
            loadCurrent={async () => {
              const current = await getCompany(client, company.id);
              return { values: valuesOf(current.value), etag: current.etag };
            }}
            onDone={() => setEditing(null)}
          />
        </Stack>
      )}
      <Divider />
      <DetailSection title="Tags">{() => <RecordTagsEditor record={record} tags={company.tags.filter((tag) => !tag.supertag)} />}</DetailSection>
      <RecordSuperTags kind="company" id={company.id} />
      <DetailSection title="Locations">{(headingId) => <LocationEditor owner={record} locations={company.locations} labelledBy={headingId} />}</DetailSection>
      <DetailSection title="Comments">{() => <CommentsPanel record={record} comments={company.megaComments} />}</DetailSection>
      <ContactRelatedLists collection="companies" id={company.id} />
    </Stack>
  );
}
