import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { newKey, type FieldDraft } from './superTagDraft';

const TYPES = ['Multiple choice', 'Text'];
const MAX_OPTIONS = 100;

/** One field of the SuperTag editor: name, type (fixed once saved), options, its place in the list. */
export function FieldEditor({
  field,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft;
  index: number;
  count: number;
  onChange: (field: FieldDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const label = field.name.trim() === '' ? `field ${index + 1}` : field.name.trim();
  const setOption = (key: number, name: string) =>
    onChange({ ...field, options: field.options.map((o) => (o.key === key ? { ...o, name } : o)) });
  return (
    <Card withBorder padding="sm" component="fieldset" aria-label={`Field ${index + 1}`}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label={`Field ${index + 1} name`}
            required
            maxLength={255}
            value={field.name}
            onChange={(e) => onChange({ ...field, name: e.currentTarget.value })}
            style={{ flex: '1 1 12rem' }}
          />
          <Select
            label={`Field ${index + 1} type`}
            data={TYPES}
            value={field.type}
            allowDeselect={false}
            disabled={field.id !== null}
            onChange={(type) =>
              type !== null &&
              onChange({
                ...field,
                type,
                options: type === 'Text' ? [] : [{ key: newKey(), name: '', records: 0 }],
              })
            }
            w={170}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move ${label} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move ${label} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove ${label}`}
              disabled={count === 1}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {field.id !== null && field.records > 0 && (
          <Text size="xs" c="dimmed">
            {field.records} record(s) hold a value in this field.
          </Text>
        )}
        {field.type === 'Multiple choice' && (
          <Stack gap={4} pl="md">
            {field.options.map((option, i) => (
              <Group key={option.key} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={`Option ${i + 1} of ${label}`}
                  required
                  maxLength={255}
                  value={option.name}
                  onChange={(e) => setOption(option.key, e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 0 }}
                  description={
                    option.records > 0 ? `${option.records} record(s) hold it` : undefined
                  }
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={`Remove option ${i + 1} of ${label}`}
                  disabled={field.options.length === 1}
                  onClick={() =>
                    onChange({
                      ...field,
                      options: field.options.filter((o) => o.key !== option.key),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              disabled={field.options.length >= MAX_OPTIONS}
              onClick={() =>
                onChange({
                  ...field,
                  options: [...field.options, { key: newKey(), name: '', records: 0 }],
                })
              }
            >
              Add option to {label}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
