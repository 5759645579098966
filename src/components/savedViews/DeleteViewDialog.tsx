import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SavedView } from '#xml/savedView';
import { errorMessage } from '../../lib/errorMessage';

/** Asks before deleting a view (for everyone, when it is shared); the records it shows stay. */
export function DeleteViewDialog({
  opened,
  view,
  onDelete,
  onClose,
}: {
  opened: boolean;
  view: SavedView;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await onDelete();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setDeleting(false);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Delete view" centered>
      <Stack gap="sm">
        <Text>
          Delete the view “{view.name}”{view.shared ? ', which the team sees as well' : ''}? The
          records it lists stay.
        </Text>
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            Delete view
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
