import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateLocation } from '../../api/locations';
import { useCreatePerson } from '../../api/people';
import { GuardedModal } from '../../components/GuardedModal';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { CompanyNameInput } from './CompanyNameInput';
import { errorMessage } from '../../lib/errorMessage';
import { limitProps } from '../../lib/fieldLimits';
import { DuplicateNotice } from './duplicates/DuplicateNotice';
import { useDuplicateCheck } from './duplicates/useDuplicateCheck';
import { COMMON_LABELS } from './locations/suggestLabel';
import { contactLocation, contactProblems } from './newPersonContact';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';

export interface NewPersonModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new person's id once the service has created them. */
  onCreated: (id: number) => void;
  /** The employer the form starts with (opened from a company's page). */
  company?: string;
}

const BLANK = {
  firstName: '',
  lastName: '',
  title: '',
  company: '',
  email: '',
  phone: '',
  // The label of the location the e-mail and phone are written as.
  label: COMMON_LABELS[0] as string,
};

/**
 * Creates a person: a first or last name is needed; the company is matched by name (or created).
 * An e-mail or phone is then written as the person's primary location, labelled "work" unless the
 * user picks another label: two requests, and a failed second one says the person was saved without.
 */
export function NewPersonModal({ opened, onClose, onCreated, company = '' }: NewPersonModalProps) {
  const EMPTY = { ...BLANK, company };
  const t = useT(contactsMessages);
  const [values, setValues] = useState(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [contactErrors, setContactErrors] = useState<ReturnType<typeof contactProblems>>({});
  const create = useCreatePerson();
  const createLocation = useCreateLocation();
  // Dirty only once it differs from how it opened (a company's page fills in the company).
  const dirty = (Object.keys(EMPTY) as (keyof typeof EMPTY)[]).some(
    (key) => values[key] !== EMPTY[key],
  );
  const { release } = useUnsavedChanges(dirty);
  const duplicates = useDuplicateCheck('people', `${values.firstName} ${values.lastName}`);

  function close() {
    if (create.isPending || createLocation.isPending) return;
    setValues(EMPTY);
    setNameError(null);
    setContactErrors({});
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
    const noName = trimmed.firstName === '' && trimmed.lastName === '';
    const problems = contactProblems(values);
    setNameError(noName ? t('newPerson.enterName') : null);
    setContactErrors(problems);
    if (noName || Object.keys(problems).length > 0) return;
    if (!(await duplicates.mayCreate())) return;
    try {
      const id = await create.mutateAsync({
        firstName: trimmed.firstName,
        lastName: trimmed.lastName,
        title: trimmed.title,
        ...(trimmed.company === '' ? {} : { company: trimmed.company }),
      });
      const name = `${trimmed.firstName} ${trimmed.lastName}`.trim();
      const location = contactLocation(values);
      let saved = true;
      if (location !== null) {
        try {
          await createLocation.mutateAsync({ collection: 'people', id, input: location });
        } catch (error) {
          saved = false;
          // The person exists: the dialog closes (a second try would create them twice) and says
          // what was kept and what was not.
          notifications.show({
            color: 'red',
            autoClose: false,
            title: t('newPerson.withoutLocation', { name }),
            message: t('newPerson.locationFailed', {
              label: location.label ?? '',
              error: errorMessage(error),
            }),
          });
        }
      }
      if (saved)
        notifications.show({
          color: 'green',
          title: t('newPerson.created'),
          message:
            location === null
              ? name
              : t('newPerson.createdWith', { name, label: location.label ?? '' }),
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
      setContactErrors({});
    },
  });

  return (
    <GuardedModal
      dirty={dirty}
      opened={opened}
      onClose={close}
      title={t('people.new')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {create.isError && (
            <Alert role="alert" color="red" variant="light" title={t('newPerson.notCreated')}>
              {errorMessage(create.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('form.firstName')}
              data-autofocus
              error={nameError}
              {...field('firstName')}
            />
            <TextInput label={t('form.lastName')} {...field('lastName')} />
            <TextInput label={t('form.jobTitle')} {...field('title')} />
            <CompanyNameInput
              label={t('form.company')}
              value={values.company}
              onChange={(company) => setValues((prev) => ({ ...prev, company }))}
            />
            <TextInput
              label={t('form.email')}
              type="email"
              error={contactErrors.email}
              {...field('email')}
            />
            <TextInput label={t('form.phone')} type="tel" {...field('phone')} />
            <Autocomplete
              label={t('newPerson.locationLabel')}
              description={t('newPerson.locationHint')}
              data={[...COMMON_LABELS]}
              error={contactErrors.label}
              value={values.label}
              {...limitProps(values.label)}
              onChange={(label) => {
                setValues((prev) => ({ ...prev, label }));
                setContactErrors({});
              }}
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
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || createLocation.isPending}>
              {duplicates.matches.length > 0 ? t('form.createAnyway') : t('newPerson.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
