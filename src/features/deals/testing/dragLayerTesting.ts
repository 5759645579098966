import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { column, renderBoard, seededPipeline, totalsOf } from './pipelineService';

/** What the drag layer's loading tests share: a seeded board, rendered and settled. */
const pipeline = seededPipeline();

export async function settledBoard(): Promise<void> {
  const { client } = pipeline.boardClient();
  renderBoard(client);
  await waitFor(() => expect(totalsOf('Won')).toHaveTextContent(/^2 deals/), { timeout: 10_000 });
  await waitFor(() =>
    expect(within(column('Won')).getAllByRole('listitem').length).toBeGreaterThan(0),
  );
}

/** A card's element (the one dragged), by its column and title. */
export const cardOf = (status: string, title: string): HTMLElement =>
  within(column(status))
    .getByRole('button', { name: title })
    .closest<HTMLElement>('[data-deal-id]')!;
