import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import type { FormFieldValue } from '../../lib/superTagFormValues';
import { superTagMessages } from './messages';

/** What a cell shows of a field's value. */
export function shownText(value: FormFieldValue): string {
  return value.kind === 'choices' ? value.selected.join('; ') : value.text;
}

/**
 * A cell's value as the button that edits it (before and after the editor's code is in). Other
 * props reach the button: Popover.Target gives it its id (the popover's name), aria-expanded and
 * aria-controls.
 */
export function SuperTagValueButton({
  ref,
  text,
  fieldName,
  recordLabel,
  onClick,
  ...buttonProps
}: Omit<ComponentPropsWithoutRef<'button'>, 'onClick' | 'color' | 'style'> & {
  ref?: Ref<HTMLButtonElement>;
  text: string;
  fieldName: string;
  recordLabel: string;
  onClick: () => void;
}) {
  const t = useT(superTagMessages);
  return (
    <UnstyledButton
      {...buttonProps}
      ref={ref}
      onClick={onClick}
      aria-label={
        text === ''
          ? t('cell.editEmpty', { field: fieldName, record: recordLabel })
          : t('cell.edit', { field: fieldName, record: recordLabel, value: text })
      }
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="sm" c={text === '' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {text === '' ? '—' : text}
        </Text>
        <IconPencil size={14} aria-hidden style={{ flexShrink: 0, opacity: 0.6, marginTop: 3 }} />
      </Group>
    </UnstyledButton>
  );
}
