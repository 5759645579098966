import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import type { SuperTagSettings } from '#xml/superTagSettings';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { FieldEditor } from './FieldEditor';
import { superTagMessages } from './messages';
import { draftOf, losses, newField, writeOf, type Loss, type SuperTagDraft } from './superTagDraft';
import type { SuperTagSettingsWrite } from '#xml/superTagSettings';
import { TEXT_FIELD } from '#xml/superTagNames';

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
  const t = useT(superTagMessages);
  const [draft, setDraft] = useState<SuperTagDraft>(() => draftOf(settings));
  const lost = losses(settings, draft);
  const setFields = (fields: SuperTagDraft['fields']) => setDraft({ ...draft, fields });
  const move = (index: number, by: -1 | 1) => {
    const fields = [...draft.fields];
    const [field] = fields.splice(index, 1);
    fields.splice(index + by, 0, field!);
    setFields(fields);
  };
  const lossLine = (loss: Loss) => {
    const values = { count: loss.records, records: formatNumber(loss.records), field: loss.field };
    return loss.option === undefined
      ? t('editor.fieldLoss', values)
      : t('editor.optionLoss', { ...values, option: loss.option });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(writeOf(draft));
  };
  return (
    <form onSubmit={submit} aria-label={t('editor.form')}>
      <Stack gap="md">
        <TextInput
          label={t('editor.name')}
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
            {t('editor.addChoiceField')}
          </Button>
          <Button
            variant="default"
            disabled={draft.fields.length >= MAX_FIELDS}
            onClick={() => setFields([...draft.fields, newField(TEXT_FIELD)])}
          >
            {t('editor.addTextField')}
          </Button>
        </Group>
        {lost.length > 0 && (
          <Alert color="orange" title={t('editor.lossesTitle')}>
            <List size="sm">
              {lost.map((loss) => (
                <List.Item key={`${loss.field}\u0000${loss.option ?? ''}`}>
                  {lossLine(loss)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {error !== null && (
          <Alert color="red" title={t('editor.saveFailed')}>
            {error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {settings === null ? t('editor.create') : t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
