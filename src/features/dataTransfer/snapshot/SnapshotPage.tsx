import { Stack } from '@mantine/core';
import { ScreenHeader } from '#components/ScreenHeader';
import { useT } from '#i18n/useT';
import { DataTransferNav } from '../DataTransferNav';
import { ExportSnapshot } from './ExportSnapshot';
import { snapshotMessages } from './messages';
import { RestoreSnapshot } from './RestoreSnapshot';

/**
 * Snapshot and restore: the whole account (or a list's records) as one XML document, and a
 * snapshot restored into this account with a dry run first. A restore that stops keeps its journal
 * in this browser; running it again carries on without duplicating.
 */
export function SnapshotPage() {
  const t = useT(snapshotMessages);
  return (
    <Stack gap="md">
      <ScreenHeader title={t('page.title')} />
      <DataTransferNav />
      <ExportSnapshot />
      <RestoreSnapshot />
    </Stack>
  );
}
