import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateCompany } from '../../api/companies';
import { GuardedModal } from '../../components/GuardedModal';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { errorMessage } from '../../lib/errorMessage';
import { limitProps, longLimitProps } from '../../lib/fieldLimits';
import { DuplicateNotice } from './duplicates/DuplicateNotice';
import { useDuplicateCheck } from './duplicates/useDuplicateCheck';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';

export interface NewCompanyModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new company's id once the service has created it. */
  onCreated: (id: number, name: string) => void;
}

/** Creates a company (name required, notes optional). Errors from the service stay in the dialog. */
export function NewCompanyModal({ opened, onClose, onCreated }: NewCompanyModalProps) {
  const t = useT(contactsMessages);
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateCompany();
  const dirty = name !== '' || notes !== '';
  const { release } = useUnsavedChanges(dirty);
  const duplicates = useDuplicateCheck('companies', name);

  function close() {
    if (create.isPending) return;
    setName('');
    setNotes('');
    setNameError(null);
    create.reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('newCompany.enterName'));
      return;
    }
    if (!(await duplicates.mayCreate())) return;
    try {
      const id = await create.mutateAsync({ name: trimmed, notes });
      notifications.show({ color: 'green', title: t('newCompany.created'), message: trimmed });
      setName('');
      setNotes('');
      create.reset();
      // The caller may open the new company at once: nothing unsaved is left behind.
      release();
      onCreated(id, trimmed);
    } catch {
      // The error is on `create.error` and shown in the dialog.
    }
  }

  return (
    <GuardedModal
      dirty={dirty}
      opened={opened}
      onClose={close}
      title={t('companies.new')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {create.isError && (
            <Alert role="alert" color="red" variant="light" title={t('newCompany.notCreated')}>
              {errorMessage(create.error)}
            </Alert>
          )}
          <TextInput
            label={t('form.name')}
            required
            data-autofocus
            value={name}
            {...limitProps(name)}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          {duplicates.matches.length > 0 && (
            <DuplicateNotice
              collection="companies"
              matches={duplicates.matches}
              onOpen={() => {
                release();
                close();
              }}
            />
          )}
          <Textarea
            label={t('form.notes')}
            autosize
            minRows={3}
            maxRows={10}
            value={notes}
            {...longLimitProps(notes)}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {duplicates.matches.length > 0 ? t('form.createAnyway') : t('newCompany.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
