import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LazyModal } from '#components/lazy/LazyModal';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { detailKey } from '#api/cache';
import { isNotFound } from '#api/client/apiError';
import { useApiClient } from '#api/client/ApiClientProvider';
import {
  getLocation,
  useCreateLocation,
  useDeleteLocation,
  useUpdateLocation,
  type LocationOwner,
} from '#api/locations';
import type { Location } from '#xml/location';
import { errorMessage } from '#lib/errorMessage';
import { LocationCard } from './LocationCard';
import { changedFields, locationClashes } from './locationChanges';
import { ChangedMeanwhile, draftOf, emptyDraft, LocationEditorForm } from './LocationEditorForm';
import { suggestLabel } from './suggestLabel';
import { useT } from '#i18n/useT';
import { locationMessages } from './messages';
import type { LocationDraft } from './locationChanges';

export interface LocationEditorProps {
  owner: LocationOwner;
  locations: readonly Location[];
  /** Id of the heading that names this section. */
  labelledBy?: string;
}

type Editing = { mode: 'add' } | { mode: 'edit'; location: Location } | null;

interface CachedOwner {
  value: { locations: Location[] };
  etag: string | null;
}

/**
 * A company's or person's locations: add, edit (including renaming the label, which identifies a
 * location in the API), remove, and make one primary (shown at once, undone if the service refuses).
 */
export function LocationEditor({ owner, locations, labelledBy }: LocationEditorProps) {
  const t = useT(locationMessages);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Location | null>(null);

  const otherLabels = locations
    .filter((l) => editing?.mode !== 'edit' || l.label !== editing.location.label)
    .map((l) => l.label);

  async function save(draft: LocationDraft, overwrite: boolean) {
    if (editing?.mode === 'edit') await saveEdit(editing.location, draft, overwrite);
    else await create.mutateAsync({ ...owner, input: draft });
    notifications.show({ color: 'green', message: t('editor.saved', { label: draft.label }) });
    setEditing(null);
  }

  /**
   * Sends only the changed fields. Locations have no ETag of their own, so before the first try
   * the location is read again: a field the user changed that someone else changed too since
   * the form opened is shown side by side (ChangedMeanwhile) instead of being overwritten.
   */
  async function saveEdit(location: Location, draft: LocationDraft, overwrite: boolean) {
    const initial = draftOf(location);
    const changes = changedFields(initial, draft);
    if (Object.keys(changes).length === 0) return;
    if (!overwrite) {
      let current: Location;
      try {
        current = (await getLocation(client, { ...owner, label: location.label })).value;
      } catch (error) {
        if (isNotFound(error))
          throw new Error(t('editor.goneMeanwhile', { label: location.label }), { cause: error });
        throw error;
      }
      const clashes = locationClashes(initial, draft, current);
      if (clashes.length > 0) throw new ChangedMeanwhile(clashes);
    }
    await update.mutateAsync({ ...owner, label: location.label, input: changes });
  }

  async function makePrimary(location: Location) {
    const key = detailKey(owner.collection, owner.id);
    const before = queryClient.getQueryData<CachedOwner>(key);
    if (before !== undefined) {
      const locations = before.value.locations.map((l) => ({
        ...l,
        primary: l.label === location.label,
      }));
      queryClient.setQueryData<CachedOwner>(key, {
        ...before,
        value: { ...before.value, locations },
      });
    }
    try {
      await update.mutateAsync({ ...owner, label: location.label, input: { primary: true } });
    } catch (error) {
      if (before !== undefined) queryClient.setQueryData(key, before);
      notifications.show({
        color: 'red',
        title: t('editor.notPrimary', { label: location.label }),
        message: errorMessage(error),
      });
    }
  }

  async function confirmRemove(location: Location) {
    try {
      await remove.mutateAsync({ ...owner, label: location.label });
      notifications.show({
        color: 'green',
        message: t('editor.removed', { label: location.label }),
      });
      setRemoving(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('editor.notRemoved', { label: location.label }),
        message: errorMessage(error),
      });
    }
  }

  return (
    <Stack gap="sm">
      {locations.length === 0 ? (
        <Text c="dimmed">{t('editor.none')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-labelledby={labelledBy}
        >
          {locations.map((location) => (
            <li key={location.id ?? location.label}>
              <Stack gap={6}>
                <LocationCard location={location} />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('editor.editLabel', { label: location.label })}
                    onClick={() => setEditing({ mode: 'edit', location })}
                  >
                    {t('editor.edit')}
                  </Button>
                  {!location.primary && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('editor.makePrimaryLabel', { label: location.label })}
                      onClick={() => void makePrimary(location)}
                    >
                      {t('editor.makePrimary')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('editor.removeLabel', { label: location.label })}
                    onClick={() => setRemoving(location)}
                  >
                    {t('editor.remove')}
                  </Button>
                </Group>
              </Stack>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ mode: 'add' })}
        >
          {t('editor.add')}
        </Button>
      </Group>
      <LocationEditorForm
        opened={editing !== null}
        title={
          editing?.mode === 'edit'
            ? t('editor.editTitle', { label: editing.location.label })
            : t('editor.add')
        }
        initial={
          editing?.mode === 'edit'
            ? draftOf(editing.location)
            : emptyDraft(locations.length === 0, suggestLabel(locations.map((l) => l.label)))
        }
        otherLabels={otherLabels}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <LazyModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('remove.title')}
        closeButtonProps={{ 'aria-label': t('remove.close') }}
      >
        <Stack gap="md">
          <Text>{t('remove.body', { label: removing?.label ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t('remove.keep')}
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              onClick={() => removing !== null && void confirmRemove(removing)}
            >
              {t('remove.confirm')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
