// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { emptyReport } from '../engine/snapshot/restoreReport';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { RestoreResult } from './RestoreResult';

afterEach(cleanup);

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
});
