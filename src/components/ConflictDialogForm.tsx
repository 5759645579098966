import { Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isConflict, isNotFound } from '../api/client/apiError';
import { ConflictDialog, type ConflictTexts } from './ConflictDialog';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';
import { clashingFields, fieldChange, mergedValues, type FieldValues } from '../lib/editMerge';
import { errorMessage } from '../lib/errorMessage';
import { limitProps, longLimitProps } from '../lib/fieldLimits';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';

export interface EditableField<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
  /** Makes the field required: what to say when it is left empty ("Enter the name"). */
  missing?: string;
  /** What is wrong with a typed value, shown at the field before anything is sent. */
  check?: (value: string) => string | undefined;
  /** A field-specific input in place of the plain text box (e.g. a person's company, with suggestions). */
  Input?: ComponentType<{
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    autoFocus?: boolean;
  }>;
}

export interface ConflictDialogFormProps<K extends string, V> {
  /** The sentences about what is edited ("Saved company “Acme”"), from the caller's catalogue. */
  texts: ConflictTexts;
  fields: readonly EditableField<K>[];
  /** The values as shown when editing started. */
  initial: FieldValues<K>;
  /** The ETag of the version shown when editing started: the save is guarded by it (If-Match). */
  etag: string | null;
  /** The record's cached show query (`{ value, etag }`): patched at once, restored if the save fails. */
  detailKey: QueryKey;
  /** The cached record with the edited values in it (the optimistic view). */
  patch: (value: V, values: FieldValues<K>) => V;
  save: (values: FieldValues<K>, ifMatch: string | undefined) => Promise<void>;
  /** The version on the server now, read again after a 412. */
  loadCurrent: () => Promise<{ values: FieldValues<K>; etag: string | null }>;
  onDone: () => void;
}

interface Cached<V> {
  value: V;
  etag: string | null;
}

/**
 * Inline edit of a record's text fields. The shown record is updated at once and rolled back
 * when the service refuses; a stale ETag (someone saved meanwhile) never overwrites silently:
 * their changes to other fields are kept, and where both changed a field the conflict dialog
 * shows both versions. Until saved, the typed values are guarded: leaving the screen asks first.
 */
export function ConflictDialogForm<K extends string, V>(props: ConflictDialogFormProps<K, V>) {
  const { texts, fields, initial, etag, detailKey, patch, save, loadCurrent, onDone } = props;
  const t = useT(componentMessages);
  const queryClient = useQueryClient();
  // What editing started from, fixed for the form's life: the base of the three-way merge.
  const [base] = useState<FieldValues<K>>(initial);
  const [values, setValues] = useState<FieldValues<K>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ values: FieldValues<K>; etag: string | null } | null>(
    null,
  );

  const keys = fields.map((field) => field.key);
  // Typed and not saved: leaving the screen or reloading asks first.
  const { release } = useUnsavedChanges(keys.some((key) => values[key] !== base[key]));

  /**
   * Saves `toSave` guarded by `ifMatch`. On a 412 the current version is read and compared
   * three ways with what editing started from (`base`) and what the user typed (`values`):
   * fields only someone else changed are taken over and the save is tried again on its own
   * (that includes the user's own tag or location edits in this tab, which move the ETag too);
   * only fields both changed differently open the dialog.
   */
  async function attempt(toSave: FieldValues<K>, ifMatch: string | null, autoMergesLeft = 2) {
    setSaving(true);
    setFailure(null);
    const before = queryClient.getQueryData<Cached<V>>(detailKey);
    if (before !== undefined)
      queryClient.setQueryData<Cached<V>>(detailKey, {
        ...before,
        value: patch(before.value, toSave),
      });
    try {
      await save(toSave, ifMatch ?? undefined);
      setConflict(null);
      const tookTheirs = keys.some((key) => toSave[key] !== values[key]);
      notifications.show({
        color: 'green',
        message: tookTheirs ? texts.savedMerged : texts.saved,
      });
      release();
      await queryClient.invalidateQueries({ queryKey: detailKey });
      onDone();
    } catch (error) {
      if (before !== undefined) queryClient.setQueryData(detailKey, before);
      if (isNotFound(error)) {
        setFailure(`${texts.deletedMeanwhile} ${t('conflictForm.copyBeforeLeaving')}`);
        return;
      }
      if (!isConflict(error)) {
        setFailure(errorMessage(error));
        return;
      }
      let current: { values: FieldValues<K>; etag: string | null };
      try {
        current = await loadCurrent();
      } catch (loadError) {
        setFailure(errorMessage(loadError));
        return;
      }
      if (autoMergesLeft > 0 && clashingFields(keys, base, values, current.values).length === 0) {
        await attempt(
          mergedValues(keys, base, values, current.values),
          current.etag,
          autoMergesLeft - 1,
        );
        return;
      }
      setConflict(current);
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Partial<Record<K, string>> = {};
    for (const field of fields)
      if (field.missing !== undefined && values[field.key].trim() === '')
        missing[field.key] = field.missing;
      else if (field.check !== undefined) {
        const problem = field.check(values[field.key]);
        if (problem !== undefined) missing[field.key] = problem;
      }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    void attempt(values, etag);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={texts.edit}>
      <Stack gap="sm">
        {failure !== null && (
          <Alert role="alert" color="red" variant="light" title={t('conflictForm.notSaved')}>
            {failure}
          </Alert>
        )}
        {fields.map((field) => {
          const setText = (text: string) => setValues((prev) => ({ ...prev, [field.key]: text }));
          if (field.Input !== undefined) {
            // A field's own input may load on demand (`React.lazy`): meanwhile the same
            // value shows, read-only, in a plain input.
            return (
              <Suspense
                key={field.key}
                fallback={<TextInput label={field.label} value={values[field.key]} readOnly />}
              >
                <field.Input
                  label={field.label}
                  value={values[field.key]}
                  onChange={setText}
                  error={errors[field.key]}
                  autoFocus={field === fields[0]}
                />
              </Suspense>
            );
          }
          const common = {
            label: field.label,
            required: field.missing !== undefined,
            value: values[field.key],
            error: errors[field.key],
            onChange: (event: { currentTarget: { value: string } }) =>
              setText(event.currentTarget.value),
            ...(field.multiline === true
              ? longLimitProps(values[field.key])
              : limitProps(values[field.key])),
          };
          return field.multiline === true ? (
            <Textarea key={field.key} {...common} autosize minRows={3} maxRows={12} />
          ) : (
            <TextInput key={field.key} {...common} autoFocus={field === fields[0]} />
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('conflictForm.cancel')}
          </Button>
          <Button type="submit" loading={saving && conflict === null}>
            {t('conflictForm.save')}
          </Button>
        </Group>
      </Stack>
      <ConflictDialog
        opened={conflict !== null}
        savedMeanwhile={texts.savedMeanwhile}
        saving={saving}
        fields={fields.map((field) => {
          const theirs = conflict?.values[field.key] ?? '';
          return {
            label: field.label,
            mine: values[field.key],
            theirs,
            change: fieldChange(base[field.key], values[field.key], theirs),
          };
        })}
        onKeepMine={() => {
          if (conflict !== null)
            void attempt(mergedValues(keys, base, values, conflict.values), conflict.etag);
        }}
        onUseTheirs={() => {
          release();
          setConflict(null);
          void queryClient.invalidateQueries({ queryKey: detailKey });
          onDone();
        }}
        onClose={() => setConflict(null)}
      />
    </form>
  );
}
