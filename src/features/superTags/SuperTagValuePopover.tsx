import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Popover, Stack } from '@mantine/core';
import type { SuperTagRecord } from '../../api/superTags';
import type { RecordSuperTag } from '#xml/superTag';
import { errorMessage } from '../../lib/errorMessage';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { SuperTagFieldInput } from '../../components/superTags/SuperTagFieldInput';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import {
  formValuesDiffer,
  initialFormValues,
  toSuperTagWrite,
  type EditableField,
  type FormFieldValue,
} from '../../lib/superTagFormValues';
import { useSaveSuperTagValue } from './useSaveSuperTagValue';
import { useT } from '#i18n/useT';
import { superTagMessages } from './messages';
import { SuperTagValueButton, shownText } from './SuperTagValueButton';

export interface SuperTagValueCellProps {
  record: SuperTagRecord;
  /** The record's name, for the edit button's accessible name. */
  recordLabel: string;
  applied: RecordSuperTag;
  editable: EditableField;
}

/**
 * A table cell's value with the field's editor in a popover (SuperTagValueCell loads it at the
 * first click). Saving PUTs only this field (the API keeps the fields a PUT leaves out) and shows
 * the saved value as soon as the server confirms it (see useSaveSuperTagValue). `openOnMount`:
 * the click that loaded it opens it, after its button took the focus, so that closing the
 * popover returns the focus there.
 */
export function SuperTagValuePopover({
  record,
  recordLabel,
  applied,
  editable,
  openOnMount = false,
}: SuperTagValueCellProps & { openOnMount?: boolean }) {
  const t = useT(superTagMessages);
  const current = initialFormValues([editable], applied)[0]!;
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FormFieldValue>(current);
  const save = useSaveSuperTagValue();
  const text = shownText(current);
  const dirty = opened && formValuesDiffer([draft], [current]);
  useUnsavedChanges(dirty);
  // Asking whether to drop a changed value; meanwhile the popover ignores Esc and outside clicks
  // (the question's own answers), so the same key press does not count twice.
  const [asking, setAsking] = useState(false);

  function requestClose() {
    if (dirty) setAsking(true);
    else setOpened(false);
  }

  function open() {
    setDraft(current);
    save.reset();
    setOpened(true);
  }

  const button = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);
  useLayoutEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    button.current?.focus();
    // Its first render holds `current` as the draft already: opening needs no reset.
    setOpened(true);
  }, [openOnMount]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await save.mutateAsync({
        record,
        name: applied.name,
        values: toSuperTagWrite([editable], [draft]),
      });
      setOpened(false);
    } catch {
      // Shown from `save.error` in the popover.
    }
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : requestClose())}
      closeOnEscape={!asking}
      closeOnClickOutside={!asking}
      trapFocus
      returnFocus
      position="bottom-start"
      width={300}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <SuperTagValueButton
          ref={button}
          text={text}
          fieldName={editable.field.name}
          recordLabel={recordLabel}
          onClick={() => (opened ? requestClose() : open())}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t('cell.form', { field: editable.field.name, record: recordLabel })}
        >
          <Stack gap="sm">
            {save.isError && (
              <Alert role="alert" color="red" variant="light" p="xs" title={t('cell.notSaved')}>
                {errorMessage(save.error)}
              </Alert>
            )}
            <SuperTagFieldInput editable={editable} value={draft} onChange={setDraft} autoFocus />
            <Group justify="flex-end" gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => setOpened(false)}
                disabled={save.isPending}
              >
                {t('cell.cancel')}
              </Button>
              <Button size="xs" type="submit" loading={save.isPending}>
                {t('cell.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <DiscardChangesDialog
          opened={asking}
          onKeep={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
