import { useRef, useState, type FormEvent } from 'react';
import { Badge, Button, CloseButton, Group, Stack, TagsInput, Text } from '@mantine/core';
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
      setAddError('Type a tag name and press Enter, then “Add tags”');
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
        message: wanted.length === 1 ? `Tag “${wanted[0]}” added` : `${wanted.length} tags added`,
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
      notifications.show({ color: 'green', message: `Tag “${tag.name}” removed` });
    } catch (error) {
      if (before !== undefined) queryClient.setQueryData(key, before);
      notifications.show({
        color: 'red',
        title: `Tag “${tag.name}” was not removed`,
        message: errorMessage(error),
      });
    }
  }

  return (
    <Stack gap="sm">
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {addOnDemand
            ? 'No tags yet.'
            : 'No tags yet. Add some below to group this record with others.'}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Tags"
        >
          {tags.map((tag) => (
            <li key={tag.name}>
              <Badge
                variant="light"
                color={tag.supertag ? 'grape' : 'gray'}
                tt="none"
                size="lg"
                styles={WRAPPING_CHIP_STYLES}
                title={tag.supertag ? `SuperTag ${tag.name}` : undefined}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove tag ${tag.name}`}
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
            <TagsInput
              label="Add tags"
              description="Type a name and press Enter; add several at once"
              placeholder="e.g. customer"
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
            <Button type="submit" loading={addTags.isPending}>
              Add tags
            </Button>
            {addOnDemand && (
              <Button variant="default" onClick={closeInput} disabled={addTags.isPending}>
                Cancel
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
          Add tag
        </Button>
      )}
    </Stack>
  );
}
