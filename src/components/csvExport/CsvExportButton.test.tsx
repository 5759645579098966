// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CsvExportButton, EXPORT_PAGE_SIZE } from './CsvExportButton';
import { CsvExportProgress } from './CsvExportProgress';
import type { CsvTable } from '#lib/csvFormat';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.restoreAllMocks();
});

/** What the browser was asked to save: the file's name and text (the byte-order mark dropped). */
function captureDownloads(): { name: string; text: Promise<string> }[] {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob !== undefined)
      saved.push({
        name: this.download,
        text: blob.text().then((text) => text.replace(/^\uFEFF/, '')),
      });
  });
  return saved;
}

/** A one-column table: a name per record, named differently for machines and for people. */
const NAMES: CsvTable<string> = {
  fileName: 'companies.csv',
  fieldNames: ['name'],
  columnNames: () => ['Company name'],
  toRow: (name) => [name],
};

describe('CSV export progress', () => {
  it('is indeterminate with the count so far while pages arrive, then saves every record', async () => {
    const saved = captureDownloads();
    let finishLastPage: (names: string[]) => void = () => undefined;
    const fetchPage = vi.fn((offset: number) =>
      offset === 0
        ? Promise.resolve(Array.from({ length: EXPORT_PAGE_SIZE }, (_, n) => `Co ${n}`))
        : new Promise<string[]>((resolve) => (finishLastPage = resolve)),
    );
    renderWithApp(<CsvExportButton<string> noun="companies" table={NAMES} fetchPage={fetchPage} />);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Machine-readable/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting companies' });
    expect(await within(dialog).findByText('500 companies fetched so far…')).toBeInTheDocument();
    // The total is unknown: no claim of 100 %.
    const bar = within(dialog).getByRole('progressbar', { name: 'Export progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', '500 companies fetched so far');
    expect(within(dialog).getAllByRole('progressbar')).toHaveLength(1);

    act(() => finishLastPage(['Last Co']));
    expect(await screen.findByText('Exported 501 companies')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['companies.csv']);
    const lines = (await saved[0]!.text).trimEnd().split('\r\n');
    expect([lines.length, lines[0], lines.at(-1)]).toEqual([502, 'name', 'Last Co']);
  });

  it('writes the spreadsheet choice with the column names a reader uses', async () => {
    const saved = captureDownloads();
    renderWithApp(
      <CsvExportButton<string>
        noun="companies"
        table={NAMES}
        fetchPage={(offset) => Promise.resolve(offset === 0 ? ['Acme', 'Globex'] : [])}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^For a spreadsheet/ }));
    expect(await screen.findByText('Exported 2 companies')).toBeInTheDocument();
    expect((await saved[0]!.text).split('\r\n')).toEqual(['Company name', 'Acme', 'Globex', '']);
  });

  it('shows a full bar, 100 % to assistive technology, once the last page is in', () => {
    renderWithApp(<CsvExportProgress noun="people" progress={{ fetched: 1234, done: true }} />);
    expect(screen.getByText('All 1,234 people fetched; saving the file…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
