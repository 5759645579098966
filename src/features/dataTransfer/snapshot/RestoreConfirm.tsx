import { Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '#components/lazy/LazyModal';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import type { RestoreReport } from '../engine/snapshot/restoreReport';
import { snapshotMessages } from './messages';

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
  const t = useT(snapshotMessages);
  const create = sum(preview.created);
  const present = sum(preview.alreadyRestored);
  const refused = sum(preview.failed);
  const problems = preview.problems.reduce((n, g) => n + g.items.length, 0);
  const figures = {
    create: formatNumber(create),
    present: formatNumber(present),
    refused: formatNumber(refused),
  };
  return (
    <LazyModal opened onClose={onCancel} title={t('confirm.title')} centered>
      <Stack gap="sm">
        <Text role="status">
          {refused > 0 ? t('confirm.willCreateRefused', figures) : t('confirm.willCreate', figures)}
        </Text>
        {superTagsToCreate > 0 && (
          <Text size="sm">{t('confirm.superTags', { n: formatNumber(superTagsToCreate) })}</Text>
        )}
        {preview.problems.length > 0 && (
          <Text size="sm">
            {t('confirm.problems', {
              count: problems,
              n: formatNumber(problems),
              causes: formatNumber(preview.problems.length),
            })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t('confirm.restore', { count: create, n: formatNumber(create) })}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
