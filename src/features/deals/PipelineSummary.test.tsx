// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DealStage } from '#xml/dealStage';
import { renderWithApp } from '../../app/testing/renderWithApp';
import type { ShownColumn } from './PipelineBoard';
import { PipelineSummary } from './PipelineSummary';

afterEach(cleanup);

function column(status: string, count: number, cents: number): ShownColumn {
  return {
    status,
    deals: [],
    totals: { count, cents },
    started: true,
    complete: true,
    error: null,
    retry: () => undefined,
  };
}

const stages: DealStage[] = [
  { name: 'Failure', kind: 'lost', retired: false },
  { name: 'Lost', kind: 'lost', retired: false },
  { name: 'Pending', kind: 'open', retired: false },
  { name: 'Won', kind: 'won', retired: false },
  { name: 'Signed', kind: 'won', retired: false },
  { name: 'Churned', kind: 'lost', retired: false },
];

describe("the board's summary", () => {
  it('adds up every won and every lost stage, added ones included', () => {
    const columns = [
      column('Pending', 3, 30_00),
      column('Won', 1, 100_00),
      column('Signed', 2, 50_00),
      column('Failure', 1, 1_00),
      column('Lost', 1, 2_00),
      column('Churned', 1, 4_00),
    ];
    renderWithApp(<PipelineSummary columns={columns} stages={stages} />);
    const won = screen.getByRole('group', { name: 'Won' });
    expect(within(won).getByTestId('stat-count')).toHaveTextContent('3 deals');
    expect(within(won).getByTestId('stat-amount')).toHaveTextContent('150.00');
    expect(won).toHaveTextContent('Won and Signed');
    const lost = screen.getByRole('group', { name: 'Lost' });
    expect(within(lost).getByTestId('stat-count')).toHaveTextContent('3 deals');
    expect(within(lost).getByTestId('stat-amount')).toHaveTextContent('7.00');
    expect(lost).toHaveTextContent('Failure, Lost, and Churned');
  });

  it('names a kind by its stage when it is the only one', () => {
    const only: DealStage[] = [
      { name: 'Open', kind: 'open', retired: false },
      { name: 'Signed', kind: 'won', retired: false },
    ];
    renderWithApp(
      <PipelineSummary columns={[column('Open', 1, 0), column('Signed', 4, 0)]} stages={only} />,
    );
    expect(
      within(screen.getByRole('group', { name: 'Signed' })).getByTestId('stat-count'),
    ).toHaveTextContent('4 deals');
    expect(screen.queryByRole('group', { name: 'Lost' })).toBeNull();
  });
});
