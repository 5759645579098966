import { Alert, List, ScrollArea, Stack, Text } from '@mantine/core';
import { describeWritten, type RestoreReport } from '../engine/snapshot/restoreReport';

/** Items listed under one cause at most; the rest are counted (the CLI prints the same). */
const ITEMS_SHOWN = 50;

/** How a restore or dry run ended: what was written, what the service refused (by cause), what was left out. */
export function RestoreResult({ report, error }: { report: RestoreReport; error: string | null }) {
  const reused = Object.values(report.alreadyRestored).reduce((a, b) => a + b, 0);
  const refused = report.failures.reduce((n, f) => n + f.items.length, 0);
  return (
    <Stack gap="xs">
      {error !== null ? (
        <Alert color="red" title="The restore stopped" role="alert">
          {error} Restore again to carry on: what was written is kept in this browser.
        </Alert>
      ) : (
        <Alert
          color={refused > 0 ? 'yellow' : 'green'}
          title={report.dryRun ? 'Dry run: nothing was written' : 'Restore finished'}
          role="status"
        >
          {describeWritten(report)}
          {reused > 0 ? ` ${reused} records had been restored by an earlier run.` : ''}
        </Alert>
      )}
      {report.failures.length > 0 && (
        <>
          <Text fw={600} size="sm">
            {report.dryRun ? 'What the service would refuse' : 'What the service refused'} (
            {refused})
          </Text>
          <ScrollArea.Autosize mah={240} type="auto">
            <List size="sm" aria-label="What the service refuses">
              {report.failures.map(({ cause, items }) => (
                <List.Item key={cause}>
                  <Text span size="sm" fw={600}>
                    {cause}
                  </Text>{' '}
                  ({items.length}): {items.slice(0, ITEMS_SHOWN).join(', ')}
                  {items.length > ITEMS_SHOWN ? ` and ${items.length - ITEMS_SHOWN} more` : ''}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </>
      )}
      {report.problems.length > 0 && (
        <>
          <Text fw={600} size="sm">
            What cannot be restored as it was ({report.problems.length})
          </Text>
          <ScrollArea.Autosize mah={240} type="auto">
            <List size="sm" aria-label="What cannot be restored">
              {report.problems.slice(0, 500).map((problem, index) => (
                <List.Item key={index}>{problem}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
