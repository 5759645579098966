import { useRef, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '#components/lazy/LazyModal';
import type { ConfirmStaleDelete } from '#api/conditionalDelete';
import { useT } from '#i18n/useT';
import { undoMessages } from './messages';

/**
 * The question a guarded delete asks on 412 (see api/conditionalDelete.ts): "This record changed
 * since you opened it: delete anyway / cancel". `confirm` opens the dialog and resolves with the
 * choice; render `dialog` once in the page.
 */
export function useStaleDeleteConfirm(): { confirm: ConfirmStaleDelete; dialog: ReactNode } {
  const t = useT(undoMessages);
  const [opened, setOpened] = useState(false);
  const answer = useRef<((choice: boolean) => void) | null>(null);
  const choose = (choice: boolean): void => {
    answer.current?.(choice);
    answer.current = null;
    setOpened(false);
  };
  const confirm: ConfirmStaleDelete = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOpened(true);
    });
  const dialog = (
    <LazyModal
      opened={opened}
      onClose={() => choose(false)}
      title={t('staleDelete.title')}
      closeButtonProps={{ 'aria-label': t('staleDelete.close') }}
    >
      <Stack gap="md">
        <Text>{t('staleDelete.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => choose(false)}>
            {t('staleDelete.cancel')}
          </Button>
          <Button color="red" onClick={() => choose(true)}>
            {t('staleDelete.confirm')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
  return { confirm, dialog };
}
