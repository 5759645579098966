import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export interface DiscardChangesDialogProps {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * The one question asked before unsaved input is dropped (leaving the screen, closing a dialog).
 * Keeping is the safe answer: it has the focus, and Esc and a click outside mean it. Drawn above any other dialog, since it may be asked from inside one.
 */
export function DiscardChangesDialog({ opened, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const t = useT(componentMessages);
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={t('discard.title')}
      zIndex={400}
      withCloseButton={false}
      // Esc is taken from the dialog's own keys, not the window's: the Esc that asked the question
      // (closing a dialog beneath) would otherwise answer it at once in the browser.
      closeOnEscape={false}
    >
      <Stack
        gap="md"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onKeep();
        }}
      >
        <Text>{t('discard.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-autofocus>
            {t('discard.keep')}
          </Button>
          <Button color="red.8" onClick={onDiscard}>
            {t('discard.discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
