import { useState, type ReactNode } from 'react';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { detailKey } from '../../api/cache';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { ApiClient } from '../../api/http/client';
import type { Shown } from '../../api/http/requests';
import { CommentsPanel } from '../../components/CommentsPanel';
import { ConflictDialogForm, type EditableField } from '../../components/ConflictDialogForm';
import type { FieldValues } from '../../lib/editMerge';
import { errorMessage } from '../../lib/errorMessage';
import { formatDateTime } from '../../lib/formatDate';
import { listHref } from '../../lib/listMemory';
import { LocationEditor } from './locations/LocationEditor';
import { RecordTagsEditor } from '../../components/RecordTagsEditor';
import { RecordSuperTags } from '../../components/superTags/RecordSuperTags';
import { useStaleDeleteConfirm } from './undo/StaleDeleteDialog';
import { ContactRelatedLists } from './ContactRelatedLists';
import type { ContactRecord } from './contactRecord';
import { DetailSection } from '../../components/DetailSection';
import { useDeleteContactWithUndo, type DeletableContact } from './useDeleteContactWithUndo';
import { RecordHistory } from '../../components/RecordHistory';
// eslint-disable-next-line import-x/no-restricted-paths -- until the two-pane page (app/) mounts the feed: moved at merge
import { RecordFeed } from '../recordFeed/RecordFeed';

/** What differs between a company's page and a person's. */
export interface ContactDetailsKind<
  F extends string,
  T extends ContactRecord,
> extends DeletableContact<T> {
  /** "company" / "person": "Edit company", "Delete person". */
  noun: 'company' | 'person';
  listPath: string;
  fields: readonly EditableField<F>[];
  titleOf: (record: T) => string;
  /** What conflict messages call the record: "company “Acme”". */
  subjectOf: (record: T) => string;
  valuesOf: (record: T) => FieldValues<F>;
  /** The cached record with the edited values in it (the optimistic view). */
  patch: (record: T, values: FieldValues<F>) => T;
  /** Sends the edit; `before` are the values editing started from. */
  save: (
    client: ApiClient,
    id: number,
    values: FieldValues<F>,
    before: FieldValues<F>,
    ifMatch: string | undefined,
  ) => Promise<void>;
  load: (client: ApiClient, id: number) => Promise<Shown<T>>;
  /** A line under the name (a person's job title and company). */
  subtitle?: (record: T) => ReactNode;
}

/**
 * A company's or person's page: fields (edited in place, the save guarded by the ETag the page
 * was read with), tags, SuperTags, locations, comments and the related lists.
 */
export function ContactDetails<F extends string, T extends ContactRecord>({
  kind,
  record,
  etag,
}: {
  kind: ContactDetailsKind<F, T>;
  record: T;
  etag: string | null;
}) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ etag: string | null; values: FieldValues<F> } | null>(
    null,
  );
  const { deleteWithUndo, isPending: deleting } = useDeleteContactWithUndo(kind);
  const staleDelete = useStaleDeleteConfirm();
  const ref = { collection: kind.collection, id: record.id };
  const title = kind.titleOf(record);
  const editLabel = `Edit ${kind.noun}`;

  async function onDelete() {
    try {
      // Guarded by the ETag this page read: a record changed meanwhile is not deleted unasked.
      if (!(await deleteWithUndo(record, { etag, confirmStale: staleDelete.confirm }))) return;
      // Back to the list as it was left (its filters and page), not a bare one.
      void navigate(listHref(kind.listPath));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: `${title} was not deleted`,
        message: errorMessage(error),
      });
    }
  }

  return (
    <Stack gap="lg">
      <title>{`${title} · CRM console`}</title>
      {staleDelete.dialog}
      {editing === null ? (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4}>
              <Title order={1}>{title}</Title>
              {kind.subtitle?.(record)}
              <Text size="sm" c="dimmed">
                Created {formatDateTime(record.createdAt)} · updated{' '}
                {formatDateTime(record.updatedAt)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing({ etag, values: kind.valuesOf(record) })}
              >
                {editLabel}
              </Button>
              <Button
                variant="default"
                leftSection={
                  <IconTrash size={16} aria-hidden color="var(--mantine-color-red-text)" />
                }
                loading={deleting}
                onClick={() => void onDelete()}
              >
                Delete {kind.noun}
              </Button>
            </Group>
          </Group>
          <DetailSection title="Notes">
            {() => (
              <Text
                style={{ whiteSpace: 'pre-wrap' }}
                c={record.notes === '' ? 'dimmed' : undefined}
              >
                {record.notes === '' ? `No notes. Add some with “${editLabel}”.` : record.notes}
              </Text>
            )}
          </DetailSection>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={1}>Edit {title}</Title>
          <ConflictDialogForm<F, T>
            subject={kind.subjectOf(record)}
            fields={kind.fields}
            initial={editing.values}
            etag={editing.etag}
            detailKey={detailKey(kind.collection, record.id)}
            patch={kind.patch}
            save={(values, ifMatch) =>
              kind.save(client, record.id, values, editing.values, ifMatch)
            }
            loadCurrent={async () => {
              const current = await kind.load(client, record.id);
              return { values: kind.valuesOf(current.value), etag: current.etag };
            }}
            onDone={() => setEditing(null)}
          />
        </Stack>
      )}
      <RecordFeed record={ref} />
      <Divider />
      <DetailSection title="Tags">
        {() => <RecordTagsEditor record={ref} tags={record.tags.filter((tag) => !tag.supertag)} />}
      </DetailSection>
      <RecordSuperTags kind={kind.noun} id={record.id} />
      <DetailSection title="Locations">
        {(headingId) => (
          <LocationEditor owner={ref} locations={record.locations} labelledBy={headingId} />
        )}
      </DetailSection>
      <DetailSection title="Comments">
        {() => <CommentsPanel record={ref} comments={record.megaComments} />}
      </DetailSection>
      <ContactRelatedLists collection={kind.collection} id={record.id} />
      <RecordHistory record={ref} />
    </Stack>
  );
}
