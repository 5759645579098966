import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Location, LocationWrite } from '../api/xml/location';
import { errorMessage } from './errorMessage';

type TextKey = Exclude<keyof LocationWrite, 'primary' | 'label'>;

/** The address fields in form order, with their labels and input types. */
const TEXT_INPUTS: readonly { key: TextKey; label: string; type?: string }[] = [
  { key: 'street1', label: 'Street' },
  { key: 'street2', label: 'Street (second line)' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'country', label: 'Country' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'cell', label: 'Cell', type: 'tel' },
  { key: 'fax', label: 'Fax', type: 'tel' },
];

export type LocationDraft = Required<LocationWrite>;

export function emptyDraft(primary: boolean): LocationDraft {
  return { label: '', primary, email: '', website: '', phone: '', cell: '', fax: '', street1: '', street2: '', city: '', state: '', postalCode: '', country: '' };
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
  if (trimmed === '') return 'Enter a label, e.g. Office or Home';
  if (otherLabels.some((other) => other.trim().toLowerCase() === trimmed.toLowerCase())) return `There is already a location labelled “${trimmed}”`;
  return null;
}

export interface LocationEditorFormProps {
  opened: boolean;
  title: string;
  initial: LocationDraft;
  /** Labels of the record's other locations. */
  otherLabels: readonly string[];
  onSubmit: (draft: LocationDraft) => Promise<void>;
  onClose: () => void;
}

/** Add or edit one location in a dialog; the service's refusal stays in the dialog. */
export function LocationEditorForm({ opened, title, initial, otherLabels, onSubmit, onClose }: LocationEditorFormProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* Keyed by the dialog's title so reopening starts from the location's current values. */}
      {opened && <LocationFields key={title} initial={initial} otherLabels={otherLabels} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function LocationFields({ initial, otherLabels, onSubmit, onClose }: Omit<LocationEditorFormProps, 'opened' | 'title'>) {
  const [draft, setDraft] = useState<LocationDraft>(initial);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = labelProblem(draft.label, otherLabels);
    setLabelError(problem);
    if (problem !== null) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit({ ...draft, label: draft.label.trim() });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {failure !== null && (
          <Alert role="alert" color="red" variant="light" title="The location was not saved">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Label"
          description="Names this location within the record, e.g. Office, Home, Warehouse"
          required
          data-autofocus
          value={draft.label}
          error={labelError}
          onChange={(event) => {
            const label = event.currentTarget.value;
            setDraft((prev) => ({ ...prev, label }));
            setLabelError(null);
          }}
        />
        <Checkbox
          label="Primary location"
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
              label={input.label}
              type={input.type}
              value={draft[input.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((prev) => ({ ...prev, [input.key]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save location
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
