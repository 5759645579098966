import { Stack } from '@mantine/core';
import { ScreenHeader } from '#components/ScreenHeader';
import { DataTransferNav } from '../DataTransferNav';
import { ExportSnapshot } from './ExportSnapshot';
import { RestoreSnapshot } from './RestoreSnapshot';

/**
 * Snapshot and restore: the whole account (or a list's records) as one XML document, and a
 * snapshot restored into this account with a dry run first. A restore that stops keeps its journal
 * in this browser; running it again carries on without duplicating.
 */
export function SnapshotPage() {
  return (
    <Stack gap="md">
      <ScreenHeader title="Snapshot and restore" />
      <DataTransferNav />
      <ExportSnapshot />
      <RestoreSnapshot />
    </Stack>
  );
}
