import { useId, useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconTagStarred } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import {
  superTagQueries,
  useRemoveRecordSuperTag,
  useSetRecordSuperTag,
} from '../../api/superTags';
import { useT } from '#i18n/useT';
import type { RecordSuperTag, SuperTagDefinition } from '#xml/superTag';
import { errorMessage } from '../../lib/errorMessage';
import { LazyGuardedModal } from '../lazy/LazyGuardedModal';
import { LazyMenu } from '../lazy/LazyMenu';
import { QueryState } from '../QueryState';
import { AppliedSuperTagCard } from './AppliedSuperTagCard';
import { SuperTagForm } from './SuperTagForm';
import { superTagMessages } from './messages';
import { editableFields, initialFormValues, toSuperTagWrite } from '../../lib/superTagFormValues';
import { superTagRecord, type SuperTagRecordKind } from '../../lib/superTagRecord';

export interface RecordSuperTagsProps {
  kind: SuperTagRecordKind;
  id: number;
}

/** What the dialog is doing: applying a SuperTag the record lacks, or editing one it has. */
type Editing = { definition: SuperTagDefinition; applied?: RecordSuperTag };

/**
 * A record's SuperTags (for a company, person or deal detail page): each applied SuperTag with
 * its values, edit and remove (with undo); "Apply a SuperTag" offers the definitions not yet used.
 */
export function RecordSuperTags({ kind, id }: RecordSuperTagsProps) {
  const t = useT(superTagMessages);
  const client = useApiClient();
  const headingId = useId();
  const record = superTagRecord(kind, id);
  const appliedQuery = useQuery(superTagQueries.ofRecord(client, record));
  const definitionsQuery = useQuery(superTagQueries.definitions(client));
  // The dialog's content stays while it animates closed (`open` false, `editing` kept): a dialog
  // that lost its title mid-transition has no accessible name.
  const [editing, setEditingState] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  // A new form for every opening, so a cancelled draft does not come back.
  const [opening, setOpening] = useState(0);
  const setEditing = (next: Editing | null): void => {
    if (next !== null) {
      setEditingState(next);
      setOpening((n) => n + 1);
    }
    setOpen(next !== null);
  };
  const remove = useRemoveRecordSuperTag();
  const restore = useSetRecordSuperTag();

  const definitions = definitionsQuery.data ?? [];
  const definitionOf = (name: string) =>
    definitions.find((d) => d.name.toLowerCase() === name.toLowerCase());
  const appliedNames = new Set((appliedQuery.data ?? []).map((s) => s.name.toLowerCase()));
  const available = definitions.filter((d) => !appliedNames.has(d.name.toLowerCase()));

  async function removeSuperTag(applied: RecordSuperTag) {
    const definition = definitionOf(applied.name);
    try {
      await remove.mutateAsync({ record, name: applied.name });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('notice.notRemoved', { name: applied.name }),
        message: errorMessage(error),
      });
      return;
    }
    const notificationId = `supertag-removed-${kind}-${id}-${applied.id}`;
    notifications.show({
      id: notificationId,
      title: t('notice.removed', { name: applied.name }),
      autoClose: 8000,
      message:
        definition === undefined ? (
          t(`notice.removedNoDefinition.${kind}`)
        ) : (
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t(`notice.valuesGone.${kind}`)}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                notifications.hide(notificationId);
                const fields = editableFields(definition);
                restore.mutate(
                  {
                    record,
                    name: applied.name,
                    values: toSuperTagWrite(fields, initialFormValues(fields, applied)),
                  },
                  {
                    onError: (error) =>
                      notifications.show({
                        color: 'red',
                        title: t('notice.notRestored', { name: applied.name }),
                        message: errorMessage(error),
                      }),
                  },
                );
              }}
            >
              {t('notice.undo')}
            </Button>
          </Group>
        ),
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {t('section.title')}
        </Title>
        {available.length > 0 && (
          <LazyMenu
            position="bottom-end"
            withinPortal
            button={
              <Button
                variant="light"
                size="xs"
                leftSection={<IconTagStarred size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t('section.apply')}
              </Button>
            }
          >
            {(Menu) => (
              <Menu.Dropdown>
                {available.map((definition) => (
                  <Menu.Item key={definition.name} onClick={() => setEditing({ definition })}>
                    {definition.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            )}
          </LazyMenu>
        )}
      </Group>
      <QueryState
        query={appliedQuery}
        errorTitle={t('section.loadFailed')}
        loading={<Skeleton height={72} />}
        isEmpty={(applied) => applied.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {definitionsQuery.isSuccess && definitions.length === 0
              ? t('section.noneDefined')
              : t(`section.none.${kind}`)}
          </Text>
        }
      >
        {(applied) => (
          <Stack gap="sm">
            {applied.map((superTag) => {
              const definition = definitionOf(superTag.name);
              return (
                <AppliedSuperTagCard
                  key={superTag.id}
                  superTag={superTag}
                  definition={definition}
                  removing={remove.isPending && remove.variables?.name === superTag.name}
                  onEdit={
                    definition === undefined
                      ? undefined
                      : () => setEditing({ definition, applied: superTag })
                  }
                  onRemove={() => void removeSuperTag(superTag)}
                />
              );
            })}
          </Stack>
        )}
      </QueryState>
      <LazyGuardedModal
        opened={open}
        onClose={() => setEditing(null)}
        title={
          editing === null
            ? ''
            : t(editing.applied === undefined ? 'dialog.apply' : 'dialog.edit', {
                name: editing.definition.name,
              })
        }
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        {editing !== null && (
          <SuperTagForm
            key={opening}
            definition={editing.definition}
            record={record}
            applied={editing.applied}
            submitLabel={t(
              editing.applied === undefined ? 'dialog.applySubmit' : 'dialog.saveSubmit',
            )}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              notifications.show({
                color: 'green',
                title: t('notice.saved', { name: editing.definition.name }),
                message: t(`notice.valuesSaved.${kind}`),
              });
              setEditing(null);
            }}
          />
        )}
      </LazyGuardedModal>
    </section>
  );
}
