import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';

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
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title="An import is running" centered>
      <Text size="sm">
        It goes on while you are on other pages of the console. When it ends, its report and Undo
        are in the import history of this page. Closing the tab would stop it.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay here
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Leave, keep importing</Button>
      </Group>
    </Modal>
  );
}
