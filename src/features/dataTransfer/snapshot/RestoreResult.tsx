import { Alert, List, ScrollArea, Stack, Text } from '@mantine/core';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import {
  describeWritten,
  type RestoreFailure,
  type RestoreReport,
} from '../engine/snapshot/restoreReport';
import { snapshotMessages } from './messages';

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
  const t = useT(snapshotMessages);
  if (groups.length === 0) return null;
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <>
      <Text fw={600} size="sm">
        {t('result.groupTitle', { title, total: formatNumber(total) })}
      </Text>
      <ScrollArea.Autosize mah={240} type="auto">
        <List size="sm" aria-label={label}>
          {groups.map(({ cause, items }) => (
            <List.Item key={cause}>
              <Text span size="sm" fw={600}>
                {cause}
              </Text>
              {items.length > ITEMS_SHOWN
                ? t('result.causeCountMore', {
                    n: formatNumber(items.length),
                    items: items.slice(0, ITEMS_SHOWN).join(', '),
                    more: formatNumber(items.length - ITEMS_SHOWN),
                  })
                : t('result.causeCount', {
                    n: formatNumber(items.length),
                    items: items.join(', '),
                  })}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </>
  );
}

/** How a restore or dry run ended: what was written, what the service refused (by cause), what was left out. */
export function RestoreResult({ report, error }: { report: RestoreReport; error: string | null }) {
  const t = useT(snapshotMessages);
  const reused = Object.values(report.alreadyRestored).reduce((a, b) => a + b, 0);
  const refused = report.failures.reduce((n, f) => n + f.items.length, 0);
  return (
    <Stack gap="xs">
      {error !== null ? (
        <Alert color="red" title={t('result.stopped')} role="alert">
          {t('result.stoppedText', { error })}
        </Alert>
      ) : (
        <Alert
          color={refused > 0 ? 'yellow' : 'green'}
          title={report.dryRun ? t('result.dryRunTitle') : t('result.finished')}
          role="status"
        >
          {describeWritten(report)}
          {reused > 0 ? t('result.reused', { count: reused, n: formatNumber(reused) }) : ''}
        </Alert>
      )}
      <CauseGroups
        groups={report.failures}
        title={report.dryRun ? t('result.wouldRefuse') : t('result.refused')}
        label={t('result.refusesLabel')}
      />
      <CauseGroups
        groups={report.problems}
        title={report.dryRun ? t('result.wouldLack') : t('result.lacked')}
        label={t('result.lackedLabel')}
      />
    </Stack>
  );
}
