import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RestoreReport } from '../engine/snapshot/restoreReport';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** "Will create N, already present M": what a restore is about to write, asked before it does. */
export function RestoreConfirm({
  preview,
  superTagsToCreate,
  onConfirm,
  onCancel,
}: {
  preview: RestoreReport;
  superTagsToCreate: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const create = sum(preview.created);
  const present = sum(preview.alreadyRestored);
  const refused = sum(preview.failed);
  return (
    <Modal opened onClose={onCancel} title="Restore this snapshot?" centered>
      <Stack gap="sm">
        <Text role="status">
          Will create {create} records, already present {present}
          {refused > 0 ? `, refused ${refused}` : ''}.
        </Text>
        {superTagsToCreate > 0 && (
          <Text size="sm">SuperTags defined first: {superTagsToCreate}.</Text>
        )}
        {preview.problems.length > 0 && (
          <Text size="sm">
            {preview.problems.reduce((n, g) => n + g.items.length, 0)} records or parts are restored
            without something, under {preview.problems.length} causes (listed after the restore).
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            Restore {create} records
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
