import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useT } from '#i18n/useT';
import { MAX_VIEW_NAME } from '#xml/savedView';
import { errorMessage } from '../../lib/errorMessage';
import { GuardedModal } from '../GuardedModal';
import { savedViewMessages } from './messages';

export interface ViewNameChoice {
  name: string;
  shared: boolean;
  pinned: boolean;
}

export interface ViewNameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial: ViewNameChoice;
  /** Whether "Share with the team" is offered (a server that stores views; not when renaming). */
  offerSharing: boolean;
  /** Whether the pin and share choices are asked at all (renaming asks the name alone). */
  askOptions: boolean;
  onSubmit: (choice: ViewNameChoice) => Promise<unknown>;
  onClose: () => void;
}

/** Names a view (save as new, rename): the name, and whether it is pinned and shared. */
export function ViewNameDialog(props: ViewNameDialogProps) {
  return (
    <GuardedModal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* Mounted per opening, so each starts from its initial values. */}
      {props.opened && <ViewNameForm {...props} />}
    </GuardedModal>
  );
}

function ViewNameForm({
  submitLabel,
  initial,
  offerSharing,
  askOptions,
  onSubmit,
  onClose,
}: ViewNameDialogProps) {
  const t = useT(savedViewMessages);
  const [choice, setChoice] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blank = choice.name.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      setError(t('nameDialog.blank'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit({ ...choice, name: choice.name.trim() });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('nameDialog.name')}
          data-autofocus
          required
          maxLength={MAX_VIEW_NAME}
          value={choice.name}
          onChange={(event) => setChoice({ ...choice, name: event.currentTarget.value })}
          error={blank && error !== null ? error : undefined}
        />
        {askOptions && (
          <Checkbox
            label={t('nameDialog.pin')}
            checked={choice.pinned}
            onChange={(event) => setChoice({ ...choice, pinned: event.currentTarget.checked })}
          />
        )}
        {askOptions && offerSharing && (
          <Checkbox
            label={t('nameDialog.share')}
            description={t('nameDialog.shareHint')}
            checked={choice.shared}
            onChange={(event) => setChoice({ ...choice, shared: event.currentTarget.checked })}
          />
        )}
        {error !== null && !blank && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('nameDialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
