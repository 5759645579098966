// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { switchLanguage } from '#i18n/switchLanguage';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import type { ImportRecord } from './importHistory';
import { ImportReport } from './ImportReport';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const record = (cells: string[], encoding: 'windows-1252' | 'utf-8'): ImportRecord => ({
  id: 'r1',
  fileName: 'firmen.csv',
  kind: 'companies',
  startedAt: '2026-11-28T15:00:00.000Z',
  seconds: 2,
  cancelled: false,
  counts: { created: 1, updated: 0, skipped: 0, failed: 1, notRun: 0 },
  header: ['Firma', 'Notizen'],
  delimiter: ';',
  encoding,
  bom: false,
  failedRows: [{ row: 3, cells, error: 'refused' }],
  undo: [],
  undone: null,
});

describe('ImportReport', () => {
  it("says how many characters the source's Windows-1252 cannot hold and offers UTF-8 instead", () => {
    renderWithApp(
      <ImportReport
        record={record(['Ωmega GmbH', 'π ≈ 3'], 'windows-1252')}
        undoing={false}
        onUndo={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download failed rows (CSV)' })).toBeVisible();
    expect(screen.getByText(/3 characters have no place in Windows-1252/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download failed rows as UTF-8' })).toBeVisible();
  });

  it('offers the one download when every character fits', () => {
    renderWithApp(
      <ImportReport
        record={record(['Müller & Söhne', '€ 5'], 'windows-1252')}
        undoing={false}
        onUndo={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download failed rows (CSV)' })).toBeVisible();
    expect(screen.queryByText(/no place in Windows-1252/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download failed rows as UTF-8' })).toBeNull();
  });

  it('speaks German, with German thousands separators, once German is chosen', async () => {
    await switchLanguage('de');
    const big = record(['Ωmega GmbH', 'π ≈ 3'], 'windows-1252');
    renderWithApp(
      <ImportReport
        record={{ ...big, counts: { ...big.counts, created: 12345 } }}
        undoing={false}
        onUndo={() => {}}
      />,
    );
    expect(
      await screen.findByRole('button', { name: 'Gescheiterte Zeilen herunterladen (CSV)' }),
    ).toBeVisible();
    expect(screen.getByText('Import abgeschlossen')).toBeVisible();
    expect(screen.getByText(/^12\.345 angelegt, 0 aktualisiert/)).toBeVisible();
  });
});
