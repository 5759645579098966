import { useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useT } from '#i18n/useT';
import { isApiError } from '../../api/client/apiError';
import { errorMessage } from '../../lib/errorMessage';
import { csvRows } from '#lib/csvCells';
import {
  csvDecimal,
  csvSeparator,
  csvTimestamp,
  type CsvFormat,
  type CsvTable,
} from '#lib/csvFormat';
import { formatNumber } from '#lib/formatNumber';
import { LazyMount } from '../lazy/LazyMount';
import { LazyMenu } from '../lazy/LazyMenu';
import type { ExportProgress } from './CsvExportProgress';
import { csvExportMessages } from './messages';
import { lazyNamed } from '../lazy/lazyNamed';

// The menu and the progress dialog bring Mantine's overlays (floating-ui, the Modal family):
// loaded when first used, not with the list's first visit.
const CsvExportDialog = lazyNamed(() => import('./CsvExportDialog'), 'CsvExportDialog');

/** The largest page the API gives (decisions.md: `limit` at most 500). */
export const EXPORT_PAGE_SIZE = 500;

/** The date the spreadsheet choice shows its format with. */
const EXAMPLE_DATE = '2026-12-31T15:30:00Z';

export interface CsvExportButtonProps<T> {
  /** Plural noun, in the console's language: "companies". */
  noun: string;
  /** The columns and how each format writes a record. */
  table: CsvTable<T>;
  /** One page of the current search. */
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<T[]>;
  /**
   * The records of a page to export, when the server may ignore part of the search (a classic
   * server ignores our `title` extension): the paging still counts the whole page.
   */
  keep?: (record: T) => boolean;
}

/**
 * Exports every record of the current search (all pages, not just the one on screen) as CSV,
 * for a spreadsheet in the console's language or machine-readable (csvFormat.ts).
 * The API gives no total, so progress counts records fetched until a short page ends it.
 */
export function CsvExportButton<T>({ noun, table, fetchPage, keep }: CsvExportButtonProps<T>) {
  const t = useT(csvExportMessages);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run(format: CsvFormat) {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ fetched: 0, done: false });
    const rows: string[][] = [];
    try {
      for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
        const page = await fetchPage(offset, EXPORT_PAGE_SIZE, controller.signal);
        for (const record of page) {
          if (keep === undefined || keep(record)) rows.push(table.toRow(record, format));
        }
        const done = page.length < EXPORT_PAGE_SIZE;
        setProgress({ fetched: rows.length, done });
        if (done) break;
      }
      // Let the full bar show while a large file is built (that takes a moment).
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (controller.signal.aborted) return;
      const header = format === 'machine' ? table.fieldNames : table.columnNames();
      download(table.fileName, csvRows(header, rows, csvSeparator(format)));
      notifications.show({
        color: 'green',
        message: t('done.message', { count: formatNumber(rows.length), noun }),
      });
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'aborted') && !controller.signal.aborted) {
        notifications.show({
          color: 'red',
          title: t('failed.title'),
          message: errorMessage(error),
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  const example = `${csvDecimal('1234.50', 'spreadsheet')}, ${csvTimestamp(EXAMPLE_DATE, 'spreadsheet')}`;
  return (
    <>
      <LazyMenu
        position="bottom-end"
        withinPortal
        button={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={progress !== null}
          >
            {t('button.label')}
          </Button>
        }
      >
        {(Menu) => (
          <Menu.Dropdown maw="min(22rem, 94vw)">
            <Menu.Item onClick={() => void run('spreadsheet')}>
              <Text size="sm">{t('format.spreadsheet')}</Text>
              <Text size="xs" c="dimmed">
                {t('format.spreadsheetHint', { example })}
              </Text>
            </Menu.Item>
            <Menu.Item onClick={() => void run('machine')}>
              <Text size="sm">{t('format.machine')}</Text>
              <Text size="xs" c="dimmed">
                {t('format.machineHint')}
              </Text>
            </Menu.Item>
          </Menu.Dropdown>
        )}
      </LazyMenu>
      <LazyMount when={progress !== null}>
        {(opened) => (
          <CsvExportDialog
            opened={opened}
            noun={noun}
            progress={progress}
            onCancel={() => abort.current?.abort()}
          />
        )}
      </LazyMount>
    </>
  );
}

function download(fileName: string, text: string): void {
  // A byte-order mark so spreadsheet programs read the UTF-8 as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
