import { useMemo } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText, formatSeconds } from '../download';
import type { CsvFileFormat, EncodedCsv } from '../engine/csvImport/encodeCsvText';
import { failedRowsFile } from '../engine/csvImport/failedRowsCsv';
import type { ImportRecord } from './importHistory';

export interface ImportReportProps {
  record: ImportRecord;
  undoing: boolean;
  onUndo: () => void;
}

/** The source's encoding; imports recorded before it was kept were written as UTF-8 with a BOM. */
const sourceFormat = (record: ImportRecord): CsvFileFormat => ({
  encoding: record.encoding ?? 'utf-8',
  bom: record.bom ?? true,
});

const UTF8: CsvFileFormat = { encoding: 'utf-8', bom: true };

function failedRows(record: ImportRecord, format: CsvFileFormat): EncodedCsv {
  return failedRowsFile(record.header, record.failedRows, {
    ...format,
    delimiter: record.delimiter,
  });
}

function downloadFailedRows(record: ImportRecord, format: CsvFileFormat, file: EncodedCsv): void {
  downloadText(
    `${record.fileName.replace(/\.[^.]*$/, '')}-failed-rows.csv`,
    file.bytes,
    `text/csv;charset=${format.encoding}`,
  );
}

/** Step 5 (and each entry of the history): what an import did, its failed rows and its Undo. */
export function ImportReport({ record, undoing, onUndo }: ImportReportProps) {
  const { counts } = record;
  const format = sourceFormat(record);
  // At most 1,000 rows: encoded once per record, so the count of replaced characters is known.
  const file = useMemo(() => failedRows(record, sourceFormat(record)), [record]);
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
            onClick={() => downloadFailedRows(record, format, file)}
          >
            Download failed rows (CSV)
          </Button>
        )}
        {record.failedRows.length > 0 && file.replaced > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadFailedRows(record, UTF8, failedRows(record, UTF8))}
          >
            Download failed rows as UTF-8
          </Button>
        )}
        {record.undo.length > 0 && record.undone === null && (
          <Button color="red" variant="filled" onClick={onUndo} loading={undoing}>
            Undo this import
          </Button>
        )}
      </Group>
      {record.failedRows.length > 0 && file.replaced > 0 && (
        <Text size="sm">
          {file.replaced.toLocaleString('en-US')}{' '}
          {file.replaced === 1 ? 'character has' : 'characters have'} no place in Windows-1252, the
          file&apos;s encoding, and {file.replaced === 1 ? 'is' : 'are'} written as ? in its
          download; the UTF-8 download keeps {file.replaced === 1 ? 'it' : 'them'}.
        </Text>
      )}
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
