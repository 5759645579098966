import { Button, Group, Modal, Stack } from '@mantine/core';
import { useT } from '#i18n/useT';
import { CsvExportProgress, type ExportProgress } from './CsvExportProgress';
import { csvExportMessages } from './messages';

/** The export's progress while it fetches every page; closing it cancels the export. */
export function CsvExportDialog({
  opened,
  noun,
  progress,
  onCancel,
}: {
  opened: boolean;
  noun: string;
  progress: ExportProgress | null;
  onCancel: () => void;
}) {
  const t = useT(csvExportMessages);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('dialog.title', { noun })}
      closeButtonProps={{ 'aria-label': t('dialog.cancelExport') }}
    >
      <Stack gap="sm">
        {progress !== null && <CsvExportProgress noun={noun} progress={progress} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
