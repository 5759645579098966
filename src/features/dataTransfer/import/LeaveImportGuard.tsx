import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from '#components/lazy/LazyModal';
import { useBlocker } from 'react-router';
import { useT } from '#i18n/useT';
import { importMessages } from './messages';

/**
 * Asks before the console leaves the import page while an import runs: it goes on (its report
 * and Undo wait in the history), but the user should know before the progress goes out of sight.
 * Closing or reloading the tab is asked about by the browser (runningImport.ts).
 *
 * Mounted only while an import runs: react-router consults one blocker, the one registered last,
 * and the shell's unsaved-changes guard registers one on every page. Mounting this one when the
 * import starts makes it the last, so it is asked; when the import ends it goes, and the shell's
 * guard is asked again.
 */
export function LeaveImportGuard() {
  const t = useT(importMessages);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  const open = blocker.state === 'blocked';
  return (
    <LazyModal opened={open} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text size="sm">{t('leave.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>{t('leave.go')}</Button>
      </Group>
    </LazyModal>
  );
}
