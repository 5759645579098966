import { useRef, useState, type FormEvent } from 'react';
import { DateField } from '../../components/DateField';
import { dateElementProblem } from '../../lib/dateInputs';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateCommunication, useUpdateCommunication } from '../../api/communications';
import { GuardedModal } from '../../components/GuardedModal';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import {
  COMMUNICATION_TYPES,
  parseCommunicationType,
  type Communication,
  type CommunicationType,
  type CommunicationWrite,
} from '#xml/communication';
import { COMMUNICATION_TYPE_LABELS } from '../../lib/communicationTypeLabels';
import { errorMessage } from '../../lib/errorMessage';
import { fromLocalInputs, toLocalInputs } from '../../lib/localDateTimeInputs';
import { limitProps, longLimitProps } from '../../lib/fieldLimits';
import { useT } from '#i18n/useT';
import { communicationMessages } from './messages';

export interface CommunicationFormModalProps {
  opened: boolean;
  /** The communication being edited (with the ETag it was shown with); null to create one. */
  editing: { communication: Communication; etag: string | null } | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
}

/** Creates or edits a communication: subject, body, date and time, type. */
export function CommunicationFormModal({
  opened,
  editing,
  onClose,
  onCreated,
}: CommunicationFormModalProps) {
  const t = useT(communicationMessages);
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={editing === null ? t('form.new') : t('form.edit')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {opened && (
        <CommunicationForm
          key={editing?.communication.id ?? 'new'}
          editing={editing}
          onDone={onClose}
          onCreated={onCreated}
        />
      )}
    </GuardedModal>
  );
}

function CommunicationForm({
  editing,
  onDone,
  onCreated,
}: {
  editing: CommunicationFormModalProps['editing'];
  onDone: () => void;
  onCreated?: (id: number) => void;
}) {
  const t = useT(communicationMessages);
  const current = editing?.communication;
  const initialDate = toLocalInputs(current?.date ?? new Date().toISOString());
  const [subject, setSubject] = useState(current?.subject ?? '');
  const [body, setBody] = useState(current?.body ?? '');
  const [day, setDay] = useState(initialDate.date);
  const [time, setTime] = useState(initialDate.time);
  const [ctype, setCtype] = useState<CommunicationType>(
    parseCommunicationType(current?.ctype ?? '') ?? 'email',
  );
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const dayInput = useRef<HTMLInputElement>(null);
  const create = useCreateCommunication();
  const update = useUpdateCommunication();
  const failure = create.error ?? update.error;
  const { release } = useUnsavedChanges(
    subject !== (current?.subject ?? '') ||
      body !== (current?.body ?? '') ||
      day !== initialDate.date ||
      time !== initialDate.time ||
      ctype !== (parseCommunicationType(current?.ctype ?? '') ?? 'email'),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = fromLocalInputs(day, time);
    if (subject.trim() === '') setSubjectError(t('form.enterSubject'));
    const typed = dateElementProblem(dayInput.current);
    if (typed !== undefined) {
      setDateError(typed);
      return;
    }
    // The API cannot remove a date once set (an empty one means "not given"), so a cleared field
    // would silently keep the old date: ask for one instead.
    if (date === null)
      setDateError(editing === null ? t('form.enterDate') : t('form.dateNotRemovable'));
    if (subject.trim() === '' || date === null) return;
    const input: CommunicationWrite = { subject: subject.trim(), body, ctype, date };
    try {
      if (editing === null) {
        const id = await create.mutateAsync(input);
        notifications.show({
          color: 'green',
          title: t('form.created'),
          message: input.subject,
        });
        // The caller may open the new communication at once: nothing unsaved is left behind.
        release();
        onDone();
        onCreated?.(id);
      } else {
        await update.mutateAsync({
          id: editing.communication.id,
          input,
          ifMatch: editing.etag ?? undefined,
        });
        notifications.show({
          color: 'green',
          title: t('form.saved'),
          message: input.subject,
        });
        onDone();
      }
    } catch {
      // Shown from the mutation's error above the fields.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure !== null && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={editing === null ? t('form.notCreated') : t('form.notSaved')}
          >
            {errorMessage(failure)}
          </Alert>
        )}
        <TextInput
          label={t('form.subject')}
          required
          data-autofocus
          value={subject}
          {...limitProps(subject)}
          error={subjectError}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            setSubjectError(null);
          }}
        />
        <Textarea
          label={t('form.body')}
          autosize
          minRows={3}
          maxRows={12}
          value={body}
          {...longLimitProps(body)}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NativeSelect
            label={t('form.type')}
            value={ctype}
            data={COMMUNICATION_TYPES.map((value) => ({
              value,
              label: COMMUNICATION_TYPE_LABELS[value],
            }))}
            onChange={(event) =>
              setCtype(parseCommunicationType(event.currentTarget.value) ?? 'email')
            }
          />
          <DateField
            ref={dayInput}
            label={t('form.date')}
            required
            value={day}
            error={dateError ?? undefined}
            onChange={(value) => {
              setDay(value);
              setDateError(null);
            }}
          />
          <TextInput
            type="time"
            label={t('form.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onDone}
            disabled={create.isPending || update.isPending}
          >
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing === null ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
