import { Suspense, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, CloseButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { detailKey } from '../api/cache';
import { useApiClient } from '../api/client/ApiClientProvider';
import type { RecordRef } from '../api/records';
import { tagQueries, useAddTags, useRemoveTag } from '../api/tags';
import type { RecordTag } from '#xml/tag';
import { errorMessage } from '../lib/errorMessage';
import { WRAPPING_CHIP_STYLES } from '../lib/wrappingChip';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';
import { lazyNamed } from './lazy/lazyNamed';

// Mantine's TagsInput brings the Combobox family and floating-ui: loaded when the input first
// shows (at once where it is always open, on "Add tags" on a contact's page), not with the page.
const TagsInput = lazyNamed(() => import('./lazy/tagsInputChunk'), 'TagsInput');

export interface RecordTagsEditorProps {
  record: RecordRef;
  tags: readonly RecordTag[];
  /**
   * The input shows only once "Add tag" is pressed, and closes after adding (a record page's
   * narrow side column, where an open input would push everything below it down).
   */
  addOnDemand?: boolean;
}

interface CachedRecord {
  value: { tags: RecordTag[] };
  etag: string | null;
}

/**
 * A record's tags: remove one (gone at once, back if the service refuses), or add several at
 * once in one request (existing tag names are suggested; new names create tags).
 */
export function RecordTagsEditor({ record, tags, addOnDemand = false }: RecordTagsEditorProps) {
  const t = useT(componentMessages);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const addTags = useAddTags();
  const removeTag = useRemoveTag();
  const [names, setNames] = useState<string[]>([]);
  // The name typed but not yet turned into a chip (no Enter pressed): added too.
  const [typed, setTyped] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(!addOnDemand);
  const addButton = useRef<HTMLButtonElement>(null);
  const allTags = useQuery({ ...tagQueries.list(client), staleTime: 60_000 });
  const suggestions = (allTags.data ?? [])
    .map((tag) => tag.name)
    .filter((name) => !tags.some((tag) => tag.name === name));

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = [
      ...new Set([...names, typed].map((name) => name.trim()).filter((name) => name !== '')),
    ];
    if (wanted.length === 0) {
      setAddError(t('tags.typeFirst'));
      return;
    }
    setAddError(null);
    try {
      await addTags.mutateAsync({ record, names: wanted });
      setNames([]);
      setTyped('');
      if (addOnDemand) closeInput();
      notifications.show({
        color: 'green',
        message:
          wanted.length === 1
            ? t('tags.addedOne', { name: wanted[0]! })
            : t('tags.added', { count: wanted.length }),
      });
    } catch (error) {
      setAddError(errorMessage(error));
    }
  }

  function closeInput() {
    setAdding(false);
    setNames([]);
    setTyped('');
    setAddError(null);
    // Focus goes back where it came from instead of to the page's start, unless the user has
    // moved on meanwhile (a slow save): taking it back would make their next key press act here.
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) addButton.current?.focus();
    });
  }

  async function remove(tag: RecordTag) {
    const key = detailKey(record.collection, record.id);
    const before = queryClient.getQueryData<CachedRecord>(key);
    if (before !== undefined) {
      queryClient.setQueryData<CachedRecord>(key, {
        ...before,
        value: { ...before.value, tags: before.value.tags.filter((t) => t.name !== tag.name) },
      });
    }
    try {
      await removeTag.mutateAsync({ record, name: tag.name });
      notifications.show({ color: 'green', message: t('tags.removed', { name: tag.name }) });
    } catch (error) {
      if (before !== undefined) queryClient.setQueryData(key, before);
      notifications.show({
        color: 'red',
        title: t('tags.notRemoved', { name: tag.name }),
        message: errorMessage(error),
      });
    }
  }

  return (
    <Stack gap="sm">
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {addOnDemand ? t('tags.noneShort') : t('tags.none')}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('tags.list')}
        >
          {tags.map((tag) => (
            <li key={tag.name}>
              <Badge
                variant="light"
                color={tag.supertag ? 'grape' : 'gray'}
                tt="none"
                size="lg"
                styles={WRAPPING_CHIP_STYLES}
                title={tag.supertag ? t('tags.superTag', { name: tag.name }) : undefined}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('tags.remove', { name: tag.name })}
                    onClick={() => void remove(tag)}
                  />
                }
              >
                {tag.name}
              </Badge>
            </li>
          ))}
        </Group>
      )}
      {adding ? (
        <form onSubmit={(event) => void add(event)} noValidate>
          <Group align="flex-end" gap="xs">
            {/* The input's height (label, field, description) while its code loads. */}
            <Suspense fallback={<Skeleton height={86} style={{ flex: '1 1 16rem' }} />}>
              <TagsInput
                label={t('tags.addTags')}
                description={t('tags.addHint')}
                placeholder={t('tags.example')}
                data={suggestions}
                value={names}
                onChange={setNames}
                searchValue={typed}
                onSearchChange={setTyped}
                // Taken on submit instead: a chip made on blur can grow the field and move the
                // button away from under the pointer between press and release.
                acceptValueOnBlur={false}
                error={addError}
                clearable
                // Opened on request: the user came here to type (never on page load).
                autoFocus={addOnDemand}
                onKeyDown={(event) => {
                  if (addOnDemand && event.key === 'Escape' && names.length === 0 && typed === '')
                    closeInput();
                }}
                style={{ flex: '1 1 16rem' }}
              />
            </Suspense>
            <Button type="submit" loading={addTags.isPending}>
              {t('tags.addTags')}
            </Button>
            {addOnDemand && (
              <Button variant="default" onClick={closeInput} disabled={addTags.isPending}>
                {t('tags.cancel')}
              </Button>
            )}
          </Group>
        </form>
      ) : (
        <Button
          ref={addButton}
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setAdding(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('tags.addTag')}
        </Button>
      )}
    </Stack>
  );
}
