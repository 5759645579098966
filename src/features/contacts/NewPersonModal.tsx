import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreatePerson } from '../../api/people';
import { GuardedModal } from '../../components/GuardedModal';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { CompanyNameInput } from './CompanyNameInput';
import { errorMessage } from '../../lib/errorMessage';
import { limitProps } from '../../lib/fieldLimits';
import { DuplicateNotice } from './duplicates/DuplicateNotice';
import { useDuplicateCheck } from './duplicates/useDuplicateCheck';

export interface NewPersonModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new person's id once the service has created them. */
  onCreated: (id: number) => void;
  /** The employer the form starts with (opened from a company's page). */
  company?: string;
}

const BLANK = { firstName: '', lastName: '', title: '', company: '' };

/** Creates a person: a first or last name is needed; the company is matched by name (or created). */
export function NewPersonModal({ opened, onClose, onCreated, company = '' }: NewPersonModalProps) {
  const EMPTY = { ...BLANK, company };
  const [values, setValues] = useState(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreatePerson();
  // Dirty only once it differs from how it opened (a company's page fills in the company).
  const dirty = (Object.keys(EMPTY) as (keyof typeof EMPTY)[]).some(
    (key) => values[key] !== EMPTY[key],
  );
  const { release } = useUnsavedChanges(dirty);
  const duplicates = useDuplicateCheck('people', `${values.firstName} ${values.lastName}`);

  function close() {
    if (create.isPending) return;
    setValues(EMPTY);
    setNameError(null);
    create.reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      title: values.title.trim(),
      company: values.company.trim(),
    };
    if (trimmed.firstName === '' && trimmed.lastName === '') {
      setNameError('Enter a first or a last name');
      return;
    }
    if (!(await duplicates.mayCreate())) return;
    try {
      const id = await create.mutateAsync({
        firstName: trimmed.firstName,
        lastName: trimmed.lastName,
        title: trimmed.title,
        ...(trimmed.company === '' ? {} : { company: trimmed.company }),
      });
      notifications.show({
        color: 'green',
        title: 'Person created',
        message: `${trimmed.firstName} ${trimmed.lastName}`.trim(),
      });
      setValues(EMPTY);
      create.reset();
      // The caller may open the new person at once: nothing unsaved is left behind.
      release();
      onCreated(id);
    } catch {
      // The error is on `create.error` and shown in the dialog.
    }
  }

  const field = (key: keyof typeof BLANK) => ({
    value: values[key],
    ...limitProps(values[key]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      setValues((prev) => ({ ...prev, [key]: text }));
      setNameError(null);
    },
  });

  return (
    <GuardedModal
      dirty={dirty}
      opened={opened}
      onClose={close}
      title="New person"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {create.isError && (
            <Alert role="alert" color="red" variant="light" title="The person was not created">
              {errorMessage(create.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="First name"
              data-autofocus
              error={nameError}
              {...field('firstName')}
            />
            <TextInput label="Last name" {...field('lastName')} />
            <TextInput label="Job title" {...field('title')} />
            <CompanyNameInput
              label="Company"
              value={values.company}
              onChange={(company) => setValues((prev) => ({ ...prev, company }))}
            />
          </SimpleGrid>
          {duplicates.matches.length > 0 && (
            <DuplicateNotice
              collection="people"
              matches={duplicates.matches}
              onOpen={() => {
                release();
                close();
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {duplicates.matches.length > 0 ? 'Create anyway' : 'Create person'}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
