import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSetRecordSuperTag, type SuperTagRecord } from '../../api/superTags';
import { useT } from '#i18n/useT';
import type { RecordSuperTag, SuperTagDefinition } from '#xml/superTag';
import { errorMessage } from '../../lib/errorMessage';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { SuperTagFieldInput } from './SuperTagFieldInput';
import { superTagMessages } from './messages';
import {
  editableFields,
  formValuesDiffer,
  initialFormValues,
  toSuperTagWrite,
  type FormFieldValue,
} from '../../lib/superTagFormValues';

export interface SuperTagFormProps {
  definition: SuperTagDefinition;
  record: SuperTagRecord;
  /** The record's current values when editing; absent when the SuperTag is being applied. */
  applied?: RecordSuperTag;
  submitLabel?: string;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A form generated from a SuperTag's definition: a multiple-choice field is a group of
 * checkboxes (several may be chosen), a text field a text input. Saving PUTs every field, so the
 * SuperTag is added when the record lacks it and a cleared field is cleared.
 */
export function SuperTagForm({
  definition,
  record,
  applied,
  submitLabel,
  onSaved,
  onCancel,
}: SuperTagFormProps) {
  const t = useT(superTagMessages);
  const fields = editableFields(definition);
  const [values, setValues] = useState<FormFieldValue[]>(() => initialFormValues(fields, applied));
  const [opening] = useState(values);
  const save = useSetRecordSuperTag();
  useUnsavedChanges(formValuesDiffer(opening, values));

  function setValue(index: number, value: FormFieldValue) {
    setValues((current) => current.map((old, i) => (i === index ? value : old)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await save.mutateAsync({
        record,
        name: definition.name,
        values: toSuperTagWrite(fields, values),
      });
      onSaved();
    } catch {
      // Shown from `save.error` above the fields.
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('form.label', { name: definition.name })}
    >
      <Stack gap="md">
        {save.isError && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={t('form.notSaved', { name: definition.name })}
          >
            {errorMessage(save.error)}
          </Alert>
        )}
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('form.noFields')}
          </Text>
        )}
        {fields.map((editable, index) => {
          const value = values[index];
          if (value === undefined) return null;
          return (
            <SuperTagFieldInput
              key={`${index}-${editable.field.name}`}
              editable={editable}
              value={value}
              autoFocus={index === 0}
              onChange={(next) => setValue(index, next)}
            />
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel ?? t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
