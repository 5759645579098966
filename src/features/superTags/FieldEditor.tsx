import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { MULTIPLE_CHOICE, TEXT_FIELD } from '#xml/superTagNames';
import { fieldTypeLabel } from './fieldTypeLabel';
import { superTagMessages } from './messages';
import { newKey, type FieldDraft } from './superTagDraft';

const TYPES = [MULTIPLE_CHOICE, TEXT_FIELD];
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
  const t = useT(superTagMessages);
  const number = index + 1;
  const label = field.name.trim() === '' ? t('field.fallbackName', { number }) : field.name.trim();
  const setOption = (key: number, name: string) =>
    onChange({ ...field, options: field.options.map((o) => (o.key === key ? { ...o, name } : o)) });
  return (
    <Card withBorder padding="sm" component="fieldset" aria-label={t('field.legend', { number })}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label={t('field.name', { number })}
            required
            maxLength={255}
            value={field.name}
            onChange={(e) => onChange({ ...field, name: e.currentTarget.value })}
            style={{ flex: '1 1 12rem' }}
          />
          <NativeSelect
            label={t('field.type', { number })}
            data={TYPES.map((type) => ({ value: type, label: fieldTypeLabel(t, type) }))}
            value={field.type}
            disabled={field.id !== null}
            onChange={(event) => {
              const type = TYPES.find((known) => known === event.currentTarget.value);
              if (type === undefined) return;
              onChange({
                ...field,
                type,
                options: type === TEXT_FIELD ? [] : [{ key: newKey(), name: '', records: 0 }],
              });
            }}
            w={170}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('field.moveUp', { field: label })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('field.moveDown', { field: label })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('field.remove', { field: label })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {field.id !== null && field.records > 0 && (
          <Text size="xs" c="dimmed">
            {t('field.recordsHold', {
              count: field.records,
              records: formatNumber(field.records),
            })}
          </Text>
        )}
        {field.type === MULTIPLE_CHOICE && (
          <Stack gap={4} pl="md">
            {field.options.map((option, i) => (
              <Group key={option.key} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={t('option.label', { number: i + 1, field: label })}
                  required
                  maxLength={255}
                  value={option.name}
                  onChange={(e) => setOption(option.key, e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 0 }}
                  description={
                    option.records > 0
                      ? t('option.recordsHold', {
                          count: option.records,
                          records: formatNumber(option.records),
                        })
                      : undefined
                  }
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('option.remove', { number: i + 1, field: label })}
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
              {t('option.add', { field: label })}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
