import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { detailKey } from '#api/cache';
import { useApiClient } from '#api/client/ApiClientProvider';
import { ConflictDialogForm } from '#components/ConflictDialogForm';
import { DetailSection } from '#components/DetailSection';
import type { FieldValues } from '#lib/editMerge';
import { errorMessage } from '#lib/errorMessage';
import { formatDateTime } from '#lib/formatDate';
import { listHref } from '#lib/listMemory';
import { useT } from '#i18n/useT';
import type { ContactRecord } from '../contactRecord';
import { useStaleDeleteConfirm } from '../undo/StaleDeleteDialog';
import { useDeleteContactWithUndo } from '../useDeleteContactWithUndo';
import type { ContactDetailsKind } from './contactDetailsKind';
import { recordPageMessages } from './messages';
import { primaryContactDetails } from './primaryContactDetails';
import { PrimaryContactLinks } from './PrimaryContactLinks';

/**
 * The top of a record page's side column: the name as the page's heading, a person's job line,
 * e-mail, phone and website, edit and delete; and the key facts (notes, dates). "Edit" turns it
 * into the form, saved with the ETag the page was read with (a conflict is merged or asked).
 */
export function RecordIdentity<F extends string, T extends ContactRecord>({
  kind,
  record,
  etag,
}: {
  kind: ContactDetailsKind<F, T>;
  record: T;
  etag: string | null;
}) {
  const t = useT(recordPageMessages);
  const client = useApiClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ etag: string | null; values: FieldValues<F> } | null>(
    null,
  );
  const { deleteWithUndo, isPending: deleting } = useDeleteContactWithUndo(kind);
  const staleDelete = useStaleDeleteConfirm();
  const title = kind.titleOf(record);
  const company = kind.noun === 'company';
  const editLabel = t(company ? 'identity.editCompany' : 'identity.editPerson');

  async function onDelete() {
    try {
      // Guarded by the ETag this page read: a record changed meanwhile is not deleted unasked.
      if (!(await deleteWithUndo(record, { etag, confirmStale: staleDelete.confirm }))) return;
      // Back to the list as it was left (its filters and page), not a bare one.
      void navigate(listHref(kind.listPath));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('identity.notDeleted', { title }),
        message: errorMessage(error),
      });
    }
  }

  if (editing !== null) {
    return (
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('identity.editing', { title })}
        </Title>
        <ConflictDialogForm<F, T>
          texts={kind.conflictTextsOf(record)}
          fields={kind.fields}
          initial={editing.values}
          etag={editing.etag}
          detailKey={detailKey(kind.collection, record.id)}
          patch={kind.patch}
          save={(values, ifMatch) => kind.save(client, record.id, values, editing.values, ifMatch)}
          loadCurrent={async () => {
            const current = await kind.load(client, record.id);
            return { values: kind.valuesOf(current.value), etag: current.etag };
          }}
          onDone={() => setEditing(null)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {staleDelete.dialog}
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {kind.subtitle?.(record)}
      </Stack>
      <PrimaryContactLinks details={primaryContactDetails(record.locations)} />
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => setEditing({ etag, values: kind.valuesOf(record) })}
          // The `e` key presses it (src/app/keys).
          data-shortcut="edit"
        >
          {editLabel}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden color="var(--mantine-color-red-text)" />}
          loading={deleting}
          onClick={() => void onDelete()}
        >
          {t(company ? 'identity.deleteCompany' : 'identity.deletePerson')}
        </Button>
      </Group>
      <DetailSection title={t('identity.notes')}>
        {() => (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={record.notes === '' ? 'dimmed' : undefined}
          >
            {record.notes === '' ? t('identity.noNotes', { edit: editLabel }) : record.notes}
          </Text>
        )}
      </DetailSection>
      <Text size="xs" c="dimmed">
        {t('identity.dates', {
          created: formatDateTime(record.createdAt),
          updated: formatDateTime(record.updatedAt),
        })}
      </Text>
    </Stack>
  );
}
