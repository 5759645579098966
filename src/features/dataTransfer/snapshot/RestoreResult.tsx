import { Alert, List, ScrollArea, Stack, Text } from '@mantine/core';
import {
  describeWritten,
  type RestoreFailure,
  type RestoreReport,
} from '../engine/snapshot/restoreReport';

/** Items listed under one cause at most; the rest are counted (the CLI prints the same). */
const ITEMS_SHOWN = 50;

/** Groups of records under one cause each, with their count: never one line per record. */
function CauseGroups({
  groups,
  title,
  label,
}: {
  groups: readonly RestoreFailure[];
  title: string;
  label: string;
}) {
  if (groups.length === 0) return null;
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <>
      <Text fw={600} size="sm">
        {title} ({total})
      </Text>
      <ScrollArea.Autosize mah={240} type="auto">
        <List size="sm" aria-label={label}>
          {groups.map(({ cause, items }) => (
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
  );
}

/** How a restore or dry run ended: what was written, what the service refused (by cause), what was left out. */
export function RestoreResult({ report, error }: { report: RestoreReport; error: string | null }) {
  const reused = Object.values(report.alreadyRestored).reduce((a, b) => a + b, 0);
  const refused = report.failures.reduce((n, f) => n + f.items.length, 0);
  return (
    <Stack gap="xs">
      {error !== null ? (
        <Alert color="red" title="The restore stopped" role="alert">
          {error} Restore again to carry on: nothing written is created twice.
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
      <CauseGroups
        groups={report.failures}
        title={report.dryRun ? 'What the service would refuse' : 'What the service refused'}
        label="What the service refuses"
      />
      <CauseGroups
        groups={report.problems}
        title={
          report.dryRun
            ? 'What would be restored without a part'
            : 'What was restored without a part'
        }
        label="What was restored without a part"
      />
    </Stack>
  );
}
