import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { isApiError } from '../../api/client/apiError';
import { errorMessage } from '../../lib/errorMessage';
import { csvRows } from '#lib/csvCells';
import { CsvExportProgress, type ExportProgress } from './CsvExportProgress';

/** The largest page the API gives (decisions.md: `limit` at most 500). */
export const EXPORT_PAGE_SIZE = 500;

export interface CsvExportButtonProps<T> {
  /** Plural noun: "companies". */
  noun: string;
  fileName: string;
  header: readonly string[];
  toRow: (record: T) => string[];
  /** One page of the current search. */
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<T[]>;
  /**
   * The records of a page to export, when the server may ignore part of the search (a classic
   * server ignores our `title` extension): the paging still counts the whole page.
   */
  keep?: (record: T) => boolean;
}

/**
 * Exports every record of the current search (all pages, not just the one on screen) as CSV.
 * The API gives no total, so progress counts records fetched until a short page ends it.
 */
export function CsvExportButton<T>({
  noun,
  fileName,
  header,
  toRow,
  fetchPage,
  keep,
}: CsvExportButtonProps<T>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ fetched: 0, done: false });
    const rows: string[][] = [];
    try {
      for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
        const page = await fetchPage(offset, EXPORT_PAGE_SIZE, controller.signal);
        for (const record of page) if (keep === undefined || keep(record)) rows.push(toRow(record));
        const done = page.length < EXPORT_PAGE_SIZE;
        setProgress({ fetched: rows.length, done });
        if (done) break;
      }
      // Let the full bar show while a large file is built (that takes a moment).
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (controller.signal.aborted) return;
      download(fileName, csvRows(header, rows));
      notifications.show({ color: 'green', message: `Exported ${rows.length} ${noun}` });
    } catch (error) {
      if (!(isApiError(error) && error.kind === 'aborted') && !controller.signal.aborted) {
        notifications.show({
          color: 'red',
          title: 'The export failed',
          message: errorMessage(error),
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void run()}
        loading={progress !== null}
      >
        Export CSV
      </Button>
      <Modal
        opened={progress !== null}
        onClose={() => abort.current?.abort()}
        title={`Exporting ${noun}`}
        closeButtonProps={{ 'aria-label': 'Cancel the export' }}
      >
        <Stack gap="sm">
          {progress !== null && <CsvExportProgress noun={noun} progress={progress} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => abort.current?.abort()}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
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
