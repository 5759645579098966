// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { switchLanguage } from '#i18n/switchLanguage';
import { emptyReport } from '../engine/snapshot/restoreReport';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { RestoreResult } from './RestoreResult';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

describe('RestoreResult', () => {
  it('lists what the service refused under each cause, with exact counts', async () => {
    const report = emptyReport(true);
    report.created.companies = 3;
    report.failed.companies = 2;
    report.failures.push(
      {
        cause: 'Notes is too long (at most 65,536 characters)',
        items: ['Company Acme (#1)', 'Company Beta (#2)'],
      },
      {
        cause: 'Comment is too long (at most 65,536 characters)',
        items: ['Company Gamma (#3): comment #9'],
      },
    );
    renderWithApp(<RestoreResult report={report} error={null} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Would create 3 companies. Would not restore: 2 companies (refused by the service, see below).',
    );
    expect(screen.getByText('What the service would refuse (3)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'What the service refuses' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Notes is too long (at most 65,536 characters) (2): Company Acme (#1), Company Beta (#2)',
      'Comment is too long (at most 65,536 characters) (1): Company Gamma (#3): comment #9',
    ]);
  });

  it('speaks German, with German figures', async () => {
    await switchLanguage('de');
    const report = emptyReport(false);
    const items = Array.from({ length: 1234 }, (_, i) => `Company ${i} (#${i})`);
    report.failures.push({ cause: 'Name is missing', items });
    renderWithApp(<RestoreResult report={report} error={null} />);
    expect(await screen.findByText('Was der Dienst abgelehnt hat (1.234)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Was der Dienst ablehnt' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/und 1\.184 weitere$/);
    expect(screen.getByRole('status')).toHaveAccessibleName('Wiederherstellung abgeschlossen');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Angelegt: keine Datensätze; insgesamt 0 Schreibvorgänge.',
    );
  });
});
