import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';

/** One field of the record as the user wrote it and as it is now on the server. */
export interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
}

export interface ConflictDialogProps {
  opened: boolean;
  /** What was being saved, e.g. "company “Acme”". */
  subject: string;
  fields: readonly ConflictField[];
  /** Save the user's version over the current one (sent with the current ETag). */
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
export function ConflictDialog({ opened, subject, fields, onKeepMine, onUseTheirs, onClose, saving = false }: ConflictDialogProps) {
  const differing = fields.filter((field) => field.mine !== field.theirs);
  return (
    <Modal opened={opened} onClose={onClose} title="This record changed while you were editing" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          Someone else saved {subject} after you opened it. Nothing of yours was saved yet. Compare the two versions and choose which one to keep.
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
                    {field.mine !== field.theirs && (
                      <Text span size="xs" c="orange.9" fw={700} ml={6}>
                        differs
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{field.mine === '' ? <Text span c="dimmed">(empty)</Text> : field.mine}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{field.theirs === '' ? <Text span c="dimmed">(empty)</Text> : field.theirs}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {differing.length === 0 && <Text size="sm">The fields you edited are the same in both versions; something else about the record changed.</Text>}
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
