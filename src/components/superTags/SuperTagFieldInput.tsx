import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useT } from '#i18n/useT';
import type { EditableField, FormFieldValue } from '../../lib/superTagFormValues';
import { superTagMessages } from './messages';

export interface SuperTagFieldInputProps {
  editable: EditableField;
  value: FormFieldValue;
  onChange: (value: FormFieldValue) => void;
  /** Put the focus here when shown (the first input of a dialog or popover). */
  autoFocus?: boolean;
}

/** One SuperTag field's control: multiple choice as a group of checkboxes, text as a text input. */
export function SuperTagFieldInput({
  editable: { field, options },
  value,
  onChange,
  autoFocus = false,
}: SuperTagFieldInputProps) {
  const t = useT(superTagMessages);
  if (value.kind === 'choices') {
    return (
      <Checkbox.Group
        label={field.name}
        description={t('form.chooseAny')}
        value={value.selected}
        onChange={(selected) => onChange({ kind: 'choices', selected })}
      >
        <Stack gap={6} mt={6}>
          {options.map((option, index) => (
            <Checkbox
              key={option}
              value={option}
              label={option}
              data-autofocus={autoFocus && index === 0 ? true : undefined}
            />
          ))}
          {options.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('form.noOptions')}
            </Text>
          )}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <TextInput
      label={field.name}
      value={value.text}
      data-autofocus={autoFocus ? true : undefined}
      onChange={(event) => onChange({ kind: 'text', text: event.currentTarget.value })}
    />
  );
}
