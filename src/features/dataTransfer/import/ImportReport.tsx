import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText, formatSeconds } from '../download';
import { failedRowsToCsv } from '../engine/csvImport/failedRowsCsv';
import type { ImportRecord } from './importHistory';

export interface ImportReportProps {
  record: ImportRecord;
  undoing: boolean;
  onUndo: () => void;
}

function downloadFailedRows(record: ImportRecord): void {
  downloadText(
    `${record.fileName.replace(/\.[^.]*$/, '')}-failed-rows.csv`,
    `\uFEFF${failedRowsToCsv(record.header, record.failedRows, record.delimiter)}`,
    'text/csv;charset=utf-8',
  );
}

/** Step 5 (and each entry of the history): what an import did, its failed rows and its Undo. */
export function ImportReport({ record, undoing, onUndo }: ImportReportProps) {
  const { counts } = record;
  return (
    <Stack gap="sm">
      <Alert
        color={counts.failed > 0 || record.cancelled ? 'yellow' : 'green'}
        title={record.cancelled ? 'Import cancelled' : 'Import finished'}
        role="status"
      >
        {counts.created} created, {counts.updated} updated, {counts.skipped} skipped,{' '}
        {counts.failed} failed
        {record.cancelled ? `, ${counts.notRun} not run` : ''} in {formatSeconds(record.seconds)}.
      </Alert>
      <Group>
        {record.failedRows.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadFailedRows(record)}
          >
            Download failed rows (CSV)
          </Button>
        )}
        {record.undo.length > 0 && record.undone === null && (
          <Button color="red" variant="filled" onClick={onUndo} loading={undoing}>
            Undo this import
          </Button>
        )}
      </Group>
      {record.failedRows.length < counts.failed && (
        <Text size="sm" c="dimmed">
          The download holds the first {record.failedRows.length.toLocaleString('en-US')} of{' '}
          {counts.failed.toLocaleString('en-US')} failed rows.
        </Text>
      )}
      {record.undone !== null && (
        <Alert color="blue" role="status">
          {record.undone}
        </Alert>
      )}
    </Stack>
  );
}
