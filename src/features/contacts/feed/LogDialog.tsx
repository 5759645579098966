import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Person } from '#xml/person';
import { useApiClient } from '#api/client/ApiClientProvider';
import { errorMessage } from '#lib/errorMessage';
import { limitProps, longLimitProps } from '#lib/fieldLimits';
import { fromLocalInputs, toLocalInputs } from '#lib/localDateTimeInputs';
import { useT } from '#i18n/useT';
import { LOG_KIND_SPECS, type DraftParticipant, type LogKind } from './logKinds';
import { feedMessages } from './messages';
import { ParticipantsField } from './ParticipantsField';
import { addParticipants, removeLog, saveLog, type ParticipantFailure } from './saveLog';

export interface LogDialogProps {
  kind: LogKind | null;
  /** Who the log starts with (the person whose page it is). */
  prefill: readonly DraftParticipant[];
  /** A company's people, offered first. */
  preferred?: { group: string; people: readonly Person[] };
  onClose: () => void;
  /** After anything was written (the feed reads itself again). */
  onWritten: () => void;
}

/** One dialog, one step: a call, meeting, e-mail or note with its participants, written on Save. */
export function LogDialog({ kind, prefill, preferred, onClose, onWritten }: LogDialogProps) {
  const t = useT(feedMessages);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={kind !== null}
      // A half-made log must be settled (retried or removed) before the dialog goes.
      onClose={() => {
        if (!busy) onClose();
      }}
      title={kind === null ? '' : LOG_KIND_SPECS[kind].action}
      size="lg"
      closeButtonProps={{ 'aria-label': t('log.close') }}
    >
      {kind !== null && (
        <LogForm
          kind={kind}
          prefill={prefill}
          preferred={preferred}
          onDone={onClose}
          onWritten={onWritten}
          onBusy={setBusy}
        />
      )}
    </Modal>
  );
}

interface HalfMade {
  id: number;
  failures: ParticipantFailure[];
}

function LogForm({
  kind,
  prefill,
  preferred,
  onDone,
  onWritten,
  onBusy,
}: Omit<LogDialogProps, 'kind' | 'onClose'> & {
  kind: LogKind;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useT(feedMessages);
  const client = useApiClient();
  const spec = LOG_KIND_SPECS[kind];
  const now = toLocalInputs(new Date().toISOString());
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [day, setDay] = useState(now.date);
  const [time, setTime] = useState(now.time);
  const [participants, setParticipants] = useState<DraftParticipant[]>(() =>
    prefill.map((p) => ({ ...p, role: spec.defaultRole })),
  );
  const [dateError, setDateError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [halfMade, setHalfMade] = useState<HalfMade | null>(null);
  const [saving, setSaving] = useState(false);

  const names = participants.map((p) => p.name).join(', ');
  const defaultSubject = names === '' ? t(`${kind}.subject`) : t(`${kind}.subjectWith`, { names });

  async function run(step: () => Promise<void>) {
    setSaving(true);
    onBusy(true);
    try {
      await step();
    } finally {
      setSaving(false);
    }
  }

  function finish(message: string) {
    onBusy(false);
    onWritten();
    notifications.show({ color: 'green', message });
    onDone();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = fromLocalInputs(day, time);
    if (date === null) {
      setDateError(t('log.enterDate'));
      return;
    }
    setFailure(null);
    await run(async () => {
      try {
        const input = { subject: subject.trim() || defaultSubject, body, ctype: spec.ctype, date };
        const saved = await saveLog(client, input, participants);
        if (saved.failures.length === 0)
          finish(t(saved.asNote ? 'meeting.loggedAsNote' : `${kind}.logged`));
        else setHalfMade(saved);
      } catch (error) {
        // Nothing was created: the dialog keeps what was typed.
        onBusy(false);
        setFailure(errorMessage(error));
      }
    });
  }

  const retry = (made: HalfMade) =>
    run(async () => {
      const failures = await addParticipants(
        client,
        made.id,
        made.failures.map((f) => f.participant),
      );
      if (failures.length === 0) finish(t(`${kind}.loggedWithEveryone`));
      else setHalfMade({ id: made.id, failures });
    });

  const remove = (made: HalfMade) =>
    run(async () => {
      try {
        await removeLog(client, made.id);
        setHalfMade(null);
        onBusy(false);
        setFailure(t(`${kind}.removed`));
      } catch (error) {
        setFailure(t(`${kind}.notRemoved`, { error: errorMessage(error) }));
      }
    });

  if (halfMade !== null)
    return (
      <Stack gap="md">
        <Alert role="alert" color="orange" title={t(`${kind}.savedWithoutEveryone`)}>
          <Stack gap={4}>
            {halfMade.failures.map(({ participant, error }) => (
              <span key={participant.contactId}>
                {t('log.notAdded', { name: participant.name, error: errorMessage(error) })}
              </span>
            ))}
          </Stack>
        </Alert>
        {failure !== null && (
          <Alert role="alert" color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            loading={saving}
            onClick={() => void remove(halfMade)}
          >
            {t(`${kind}.remove`)}
          </Button>
          <Button loading={saving} onClick={() => void retry(halfMade)}>
            {t('log.retry')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure !== null && (
          <Alert role="alert" color="red" variant="light" title={t(`${kind}.notLogged`)}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('log.subject')}
          placeholder={defaultSubject}
          data-autofocus
          value={subject}
          {...limitProps(subject)}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t('log.date')}
            required
            value={day}
            error={dateError}
            onChange={(event) => {
              setDay(event.currentTarget.value);
              setDateError(null);
            }}
          />
          <TextInput
            type="time"
            label={t('log.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </SimpleGrid>
        <ParticipantsField
          kind={kind}
          value={participants}
          onChange={setParticipants}
          preferred={preferred}
        />
        <Textarea
          label={t('log.notes')}
          autosize
          minRows={3}
          maxRows={10}
          value={body}
          {...longLimitProps(body)}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('log.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t(`${kind}.save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
