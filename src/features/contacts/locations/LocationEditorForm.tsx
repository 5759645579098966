import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LazyGuardedModal } from '#components/lazy/LazyGuardedModal';
import { useUnsavedChanges } from '#hooks/useUnsavedChanges';
import type { Location, LocationWrite } from '#xml/location';
import { errorMessage } from '#lib/errorMessage';
import {
  addressProblems,
  changedFields,
  locationFieldLabel,
  type LocationClash,
  type LocationDraft,
} from './locationChanges';
import { useT } from '#i18n/useT';
import { locationMessages } from './messages';
import { MAX_SHORT_TEXT, lengthCounter, limitProps } from '#lib/fieldLimits';

type TextKey = Exclude<keyof LocationWrite, 'primary' | 'label'>;

/** The address fields in form order, with their input types (labels: locationFieldLabel). */
const TEXT_INPUTS: readonly { key: TextKey; type?: string }[] = [
  { key: 'street1' },
  { key: 'street2' },
  { key: 'postalCode' },
  { key: 'city' },
  { key: 'state' },
  { key: 'country' },
  { key: 'email', type: 'email' },
  { key: 'website', type: 'url' },
  { key: 'phone', type: 'tel' },
  { key: 'cell', type: 'tel' },
  { key: 'fax', type: 'tel' },
];

/** A new location's draft: the label comes filled in (suggestLabel), every other field empty. */
export function emptyDraft(primary: boolean, label: string): LocationDraft {
  return {
    label,
    primary,
    email: '',
    website: '',
    phone: '',
    cell: '',
    fax: '',
    street1: '',
    street2: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
  };
}

export function draftOf(location: Location): LocationDraft {
  const { id: _id, ...draft } = location;
  return draft;
}

/**
 * Why a label cannot be used, or null. The label names a location within its record (it is the
 * identifier in the API's paths), so it must be given and differ from the record's other labels:
 * a POST with a taken label would silently update that other location.
 */
export function labelProblem(label: string, otherLabels: readonly string[]): string | null {
  const trimmed = label.trim();
  if (trimmed === '') return locationMessages.t('problem.noLabel');
  if (otherLabels.some((other) => other.trim().toLowerCase() === trimmed.toLowerCase()))
    return locationMessages.t('problem.labelTaken', { label: trimmed });
  return null;
}

/** Thrown by a save that met someone else's change to a field the user changed too. */
export class ChangedMeanwhile extends Error {
  constructor(readonly clashes: readonly LocationClash[]) {
    super(locationMessages.t('form.changedMeanwhile'));
  }
}

export interface LocationEditorFormProps {
  opened: boolean;
  title: string;
  initial: LocationDraft;
  /** Labels of the record's other locations. */
  otherLabels: readonly string[];
  /** Saves; `overwrite` once the user has seen the clashes of a ChangedMeanwhile and saves again. */
  onSubmit: (draft: LocationDraft, overwrite: boolean) => Promise<void>;
  onClose: () => void;
}

/**
 * Add or edit one location in a dialog; the service's refusal stays in the dialog. With fields
 * changed, Esc, a click outside and the close button ask before dropping them.
 */
export function LocationEditorForm({
  opened,
  title,
  initial,
  otherLabels,
  onSubmit,
  onClose,
}: LocationEditorFormProps) {
  const t = useT(locationMessages);
  return (
    <LazyGuardedModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {/* Keyed by the dialog's title so reopening starts from the location's current values. */}
      {opened && (
        <LocationFields
          key={title}
          initial={initial}
          otherLabels={otherLabels}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </LazyGuardedModal>
  );
}

function LocationFields({
  initial,
  otherLabels,
  onSubmit,
  onClose,
}: Omit<LocationEditorFormProps, 'opened' | 'title'>) {
  const t = useT(locationMessages);
  const [draft, setDraft] = useState<LocationDraft>(initial);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [clashes, setClashes] = useState<readonly LocationClash[] | null>(null);
  const [saving, setSaving] = useState(false);
  // What the form opened with, fixed: a refetch of the record meanwhile does not make it dirty.
  const [opening] = useState(initial);
  useUnsavedChanges(Object.keys(changedFields(opening, draft)).length > 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = labelProblem(draft.label, otherLabels);
    const problems = addressProblems(draft);
    setLabelError(problem);
    setFieldErrors(problems);
    if (problem !== null || Object.keys(problems).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(
        {
          ...draft,
          label: draft.label.trim(),
          email: draft.email.trim(),
          website: draft.website.trim(),
        },
        clashes !== null,
      );
    } catch (error) {
      if (error instanceof ChangedMeanwhile) setClashes(error.clashes);
      else setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {failure !== null && (
          <Alert role="alert" color="red" variant="light" title={t('form.notSaved')}>
            {failure}
          </Alert>
        )}
        {clashes !== null && (
          <Alert role="alert" color="yellow" variant="light" title={t('form.changedMeanwhile')}>
            <Stack gap={4}>
              <span>{t('form.nothingSaved')}</span>
              <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
                {clashes.map((clash) => (
                  <li key={clash.key}>
                    {t('form.clash', {
                      field: clash.label,
                      theirs: clash.theirs,
                      mine: clash.mine,
                    })}
                  </li>
                ))}
              </ul>
              <span>{t('form.clashHelp')}</span>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('field.label')}
          required
          data-autofocus
          value={draft.label}
          // The label comes filled in: selected on entry, typing replaces it.
          onFocus={(event) => event.currentTarget.select()}
          maxLength={MAX_SHORT_TEXT}
          description={lengthCounter(draft.label, MAX_SHORT_TEXT) ?? t('form.labelHint')}
          error={labelError}
          onChange={(event) => {
            const label = event.currentTarget.value;
            setDraft((prev) => ({ ...prev, label }));
            setLabelError(null);
          }}
        />
        <Checkbox
          label={t('field.primary')}
          checked={draft.primary}
          onChange={(event) => {
            const primary = event.currentTarget.checked;
            setDraft((prev) => ({ ...prev, primary }));
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT_INPUTS.map((input) => (
            <TextInput
              key={input.key}
              label={locationFieldLabel(input.key)}
              type={input.type}
              value={draft[input.key]}
              {...limitProps(draft[input.key])}
              error={fieldErrors[input.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((prev) => ({ ...prev, [input.key]: value }));
                setFieldErrors((prev) => ({ ...prev, [input.key]: undefined }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {clashes === null ? t('form.save') : t('form.saveMine')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
