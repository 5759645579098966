import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import type { SuperTagSettings } from '#xml/superTagSettings';
import { FieldEditor } from './FieldEditor';
import { draftOf, losses, newField, writeOf, type SuperTagDraft } from './superTagDraft';
import type { SuperTagSettingsWrite } from '#xml/superTagSettings';

const MAX_FIELDS = 50;

/** The SuperTag's name and fields as an administrator edits them; `onSave` gets what to send. */
export function SuperTagEditor({
  settings,
  saving,
  error,
  onSave,
}: {
  settings: SuperTagSettings | null;
  saving: boolean;
  error: Error | null;
  onSave: (write: SuperTagSettingsWrite) => void;
}) {
  const [draft, setDraft] = useState<SuperTagDraft>(() => draftOf(settings));
  const lost = losses(settings, draft);
  const setFields = (fields: SuperTagDraft['fields']) => setDraft({ ...draft, fields });
  const move = (index: number, by: -1 | 1) => {
    const fields = [...draft.fields];
    const [field] = fields.splice(index, 1);
    fields.splice(index + by, 0, field!);
    setFields(fields);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(writeOf(draft));
  };
  return (
    <form onSubmit={submit} aria-label="SuperTag definition">
      <Stack gap="md">
        <TextInput
          label="SuperTag name"
          required
          maxLength={255}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
        {draft.fields.map((field, index) => (
          <FieldEditor
            key={field.key}
            field={field}
            index={index}
            count={draft.fields.length}
            onChange={(changed) =>
              setFields(draft.fields.map((f) => (f.key === field.key ? changed : f)))
            }
            onMove={(by) => move(index, by)}
            onRemove={() => setFields(draft.fields.filter((f) => f.key !== field.key))}
          />
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            disabled={draft.fields.length >= MAX_FIELDS}
            onClick={() => setFields([...draft.fields, newField()])}
          >
            Add multiple-choice field
          </Button>
          <Button
            variant="default"
            disabled={draft.fields.length >= MAX_FIELDS}
            onClick={() => setFields([...draft.fields, newField('Text')])}
          >
            Add text field
          </Button>
        </Group>
        {lost.length > 0 && (
          <Alert color="orange" title="Saving removes values records hold">
            <List size="sm">
              {lost.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {error !== null && (
          <Alert color="red" title="The SuperTag was not saved">
            {error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {settings === null ? 'Create SuperTag' : 'Save SuperTag'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
