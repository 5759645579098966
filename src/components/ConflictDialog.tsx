import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { FieldChange } from '../lib/editMerge';

/** One field of the record as the user wrote it and as it is now on the server. */
export interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
  /** Who changed it since editing started. */
  change: FieldChange;
}

/** What each kind of change means for the choice, said next to the field. */
const CHANGE_NOTE: Readonly<Record<FieldChange, string | null>> = {
  unchanged: null,
  mine: 'Changed by you',
  theirs: 'Changed by them: kept either way',
  same: 'You both changed it alike',
  clash: 'Both changed: choose',
};

export interface ConflictDialogProps {
  opened: boolean;
  /** What was being saved, e.g. "company “Acme”". */
  subject: string;
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
  subject,
  fields,
  onKeepMine,
  onUseTheirs,
  onClose,
  saving = false,
}: ConflictDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="This record changed while you were editing"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          Someone else saved {subject} after you opened it, changing a field you changed too.
          Nothing of yours was saved yet. Where you both changed a field, choose which version to
          keep; a field only they changed keeps their change either way.
        </Alert>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" aria-label="Your version and the current version">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Your version</Table.Th>
                <Table.Th scope="col">Current version</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field.label}>
                  <Table.Th scope="row">
                    {field.label}
                    {CHANGE_NOTE[field.change] !== null && (
                      <Text size="xs" fw={field.change === 'clash' ? 700 : 400}>
                        {CHANGE_NOTE[field.change]}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {field.mine === '' ? (
                      <Text span c="dimmed">
                        (empty)
                      </Text>
                    ) : (
                      field.mine
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {field.theirs === '' ? (
                      <Text span c="dimmed">
                        (empty)
                      </Text>
                    ) : (
                      field.theirs
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" onClick={onUseTheirs} disabled={saving}>
            Discard mine, keep current
          </Button>
          <Button onClick={onKeepMine} loading={saving}>
            Save mine over it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
