import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { LazyModal } from './lazy/LazyModal';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';
import type { FieldChange } from '../lib/editMerge';

/** One field of the record as the user wrote it and as it is now on the server. */
export interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
  /** Who changed it since editing started. */
  change: FieldChange;
}

/** What each kind of change means for the choice, said next to the field (a catalogue key). */
const CHANGE_NOTE = {
  unchanged: null,
  mine: 'conflict.changedByYou',
  theirs: 'conflict.changedByThem',
  same: 'conflict.changedAlike',
  clash: 'conflict.changedByBoth',
} as const satisfies Record<FieldChange, string | null>;

/**
 * The sentences about the record being saved, each whole in the caller's catalogue (word order
 * and case of the record's name differ per language).
 */
export interface ConflictTexts {
  /** The form's name: "Edit company “Acme”". */
  edit: string;
  /** "Someone else saved company “Acme” after you opened it, changing a field you changed too." */
  savedMeanwhile: string;
  /** "Saved company “Acme”". */
  saved: string;
  /** "Saved company “Acme”, with the changes someone else saved meanwhile". */
  savedMerged: string;
  /** "Someone deleted company “Acme” meanwhile, so there is nothing to save your changes to." */
  deletedMeanwhile: string;
}

export interface ConflictDialogProps {
  opened: boolean;
  /** The sentence saying who saved what meanwhile (`ConflictTexts.savedMeanwhile`). */
  savedMeanwhile: string;
  fields: readonly ConflictField[];
  /** Save the user's changes over the current version (sent with the current ETag); fields only they changed keep their change. */
  onKeepMine: () => void;
  /** Drop the user's edit and show the current version. */
  onUseTheirs: () => void;
  /** Close without choosing: the edit stays open and unsaved. */
  onClose: () => void;
  /** Keeping mine is on its way. */
  saving?: boolean;
}

/**
 * Someone else changed the record between loading and saving (412 on If-Match): instead of
 * silently overwriting, both versions are shown side by side and the user chooses.
 */
export function ConflictDialog({
  opened,
  savedMeanwhile,
  fields,
  onKeepMine,
  onUseTheirs,
  onClose,
  saving = false,
}: ConflictDialogProps) {
  const t = useT(componentMessages);
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={t('conflict.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('conflict.close') }}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {savedMeanwhile} {t('conflict.choose')}
        </Alert>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" aria-label={t('conflict.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('conflict.field')}</Table.Th>
                <Table.Th scope="col">{t('conflict.yours')}</Table.Th>
                <Table.Th scope="col">{t('conflict.current')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => {
                const note = CHANGE_NOTE[field.change];
                return (
                  <Table.Tr key={field.label}>
                    <Table.Th scope="row">
                      {field.label}
                      {note !== null && (
                        <Text size="xs" fw={field.change === 'clash' ? 700 : 400}>
                          {t(note)}
                        </Text>
                      )}
                    </Table.Th>
                    <ValueCell value={field.mine} empty={t('conflict.empty')} />
                    <ValueCell value={field.theirs} empty={t('conflict.empty')} />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" onClick={onUseTheirs} disabled={saving}>
            {t('conflict.discardMine')}
          </Button>
          <Button onClick={onKeepMine} loading={saving}>
            {t('conflict.saveMine')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}

/** One side's value of a field; an empty value says so, dimmed. */
function ValueCell({ value, empty }: { value: string; empty: string }) {
  return (
    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
      {value === '' ? (
        <Text span c="dimmed">
          {empty}
        </Text>
      ) : (
        value
      )}
    </Table.Td>
  );
}
