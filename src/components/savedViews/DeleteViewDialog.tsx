import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#i18n/useT';
import type { SavedView } from '#xml/savedView';
import { errorMessage } from '../../lib/errorMessage';
import { savedViewMessages } from './messages';

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
  const t = useT(savedViewMessages);
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
    <Modal opened={opened} onClose={onClose} title={t('deleteDialog.title')} centered>
      <Stack gap="sm">
        <Text>
          {t(view.shared ? 'deleteDialog.textShared' : 'deleteDialog.text', { name: view.name })}
        </Text>
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('deleteDialog.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            {t('deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
