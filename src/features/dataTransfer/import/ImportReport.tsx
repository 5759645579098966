import { useMemo } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText, formatSeconds } from '../download';
import type { CsvFileFormat, EncodedCsv } from '../engine/csvImport/encodeCsvText';
import { failedRowsFile } from '../engine/csvImport/failedRowsCsv';
import type { ImportRecord } from './importHistory';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { importMessages } from './messages';

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
  const t = useT(importMessages);
  const { counts } = record;
  const format = sourceFormat(record);
  // At most 1,000 rows: encoded once per record, so the count of replaced characters is known.
  const file = useMemo(() => failedRows(record, sourceFormat(record)), [record]);
  return (
    <Stack gap="sm">
      <Alert
        color={counts.failed > 0 || record.cancelled ? 'yellow' : 'green'}
        title={record.cancelled ? t('report.cancelled') : t('report.finished')}
        role="status"
      >
        {t(record.cancelled ? 'report.summaryCancelled' : 'report.summary', {
          created: formatNumber(counts.created),
          updated: formatNumber(counts.updated),
          skipped: formatNumber(counts.skipped),
          failed: formatNumber(counts.failed),
          notRun: formatNumber(counts.notRun),
          time: formatSeconds(record.seconds),
        })}
      </Alert>
      <Group>
        {record.failedRows.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadFailedRows(record, format, file)}
          >
            {t('report.downloadFailed')}
          </Button>
        )}
        {record.failedRows.length > 0 && file.replaced > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadFailedRows(record, UTF8, failedRows(record, UTF8))}
          >
            {t('report.downloadFailedUtf8')}
          </Button>
        )}
        {record.undo.length > 0 && record.undone === null && (
          <Button color="red" variant="filled" onClick={onUndo} loading={undoing}>
            {t('report.undo')}
          </Button>
        )}
      </Group>
      {record.failedRows.length > 0 && file.replaced > 0 && (
        <Text size="sm">
          {t('report.replaced', { count: file.replaced, number: formatNumber(file.replaced) })}
        </Text>
      )}
      {record.failedRows.length < counts.failed && (
        <Text size="sm" c="dimmed">
          {t('report.firstFailed', {
            shown: formatNumber(record.failedRows.length),
            failed: formatNumber(counts.failed),
          })}
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
