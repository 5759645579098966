import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateDeal } from '../../api/deals';
import { GuardedModal } from '../GuardedModal';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { errorMessage } from '../../lib/errorMessage';
import { parseAmountInput } from './amountInput';
import { browserLocale } from '../../lib/currency';
import { AssigneeSelect } from './AssigneeSelect';
import { ContactPicker } from '../ContactPicker';
import { limitProps } from '../../lib/fieldLimits';
import { useT } from '#i18n/useT';
import { dealFormMessages } from './messages';
import { stageName } from '#lib/stageName';

export interface NewDealModalProps {
  /** The status the new deal gets (the column it was added in); null = closed. */
  status: string | null;
  onClose: () => void;
  onCreated: (id: number) => void;
  /** The party the deal starts with (started from a contact's page); the user may change it. */
  contact?: { id: number; name: string };
}

/** Quick-add: title (required), amount, contact and assignee; the status is the column's. */
export function NewDealModal({ status, onClose, onCreated, contact }: NewDealModalProps) {
  const t = useT(dealFormMessages);
  const startContactId = contact === undefined ? '' : String(contact.id);
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [contactId, setContactId] = useState(startContactId);
  const [assignee, setAssignee] = useState('');
  const [problems, setProblems] = useState<{ title?: string; amount?: string }>({});
  const create = useCreateDeal();
  const dirty = title !== '' || amount !== '' || contactId !== startContactId || assignee !== '';
  const { release } = useUnsavedChanges(dirty);

  function reset() {
    setTitle('');
    setAmount('');
    setContactId(startContactId);
    setAssignee('');
    setProblems({});
    create.reset();
  }

  function close() {
    if (create.isPending) return;
    reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === null) return;
    const parsedAmount = parseAmountInput(amount, browserLocale());
    const found = {
      title: title.trim() === '' ? t('newDeal.enterTitle') : undefined,
      amount: 'problem' in parsedAmount ? parsedAmount.problem : undefined,
    };
    setProblems(found);
    if (found.title !== undefined || 'problem' in parsedAmount) return;
    try {
      const id = await create.mutateAsync({
        title: title.trim(),
        amount: parsedAmount.amount,
        status,
        dealWithId: contactId === '' ? undefined : Number(contactId),
        assignedTo: assignee === '' ? undefined : assignee,
      });
      notifications.show({
        color: 'green',
        title: t('newDeal.added'),
        message: `${title.trim()} (${stageName(status)})`,
      });
      reset();
      // The caller may open the new deal at once: nothing unsaved is left behind.
      release();
      onCreated(id);
    } catch {
      // Shown in the dialog from `create.error`.
    }
  }

  return (
    <GuardedModal
      dirty={dirty}
      opened={status !== null}
      onClose={close}
      title={
        status === null ? t('newDeal.title') : t('newDeal.titleIn', { status: stageName(status) })
      }
      closeButtonProps={{ 'aria-label': t('newDeal.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {create.isError && (
            <Alert role="alert" color="red" variant="light" title={t('newDeal.notAdded')}>
              {errorMessage(create.error)}
            </Alert>
          )}
          <TextInput
            label={t('newDeal.dealTitle')}
            required
            data-autofocus
            value={title}
            {...limitProps(title)}
            error={problems.title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <TextInput
            label={t('newDeal.amount')}
            inputMode="decimal"
            value={amount}
            {...limitProps(amount)}
            error={problems.amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
          <ContactPicker
            kind="any"
            label={t('newDeal.contact')}
            placeholder={t('newDeal.contactPlaceholder')}
            value={contactId}
            valueLabel={contact?.name}
            onChange={setContactId}
          />
          <AssigneeSelect value={assignee} onChange={setAssignee} emptyLabel={t('newDeal.me')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('newDeal.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('newDeal.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
