// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import type { PlannedRow } from '../engine/csvImport/planImport';
import { ImportPreview } from './ImportPreview';

afterEach(cleanup);

const update = (index: number, name: string, changes: PlannedRow['changes']): PlannedRow => ({
  index,
  row: index + 2,
  name,
  action: 'update',
  reasons: [`Updates #${index + 10} (same name)`],
  existingId: index + 10,
  write: { main: { name }, location: null, tags: [], superTags: [] },
  changes,
});

describe('ImportPreview', () => {
  it('shows what an update would change, old → new, and "no change" when nothing would', () => {
    renderWithApp(
      <ImportPreview
        plan={[
          update(0, 'Acme', [
            { field: 'Notes', before: 'old notes', after: 'new notes' },
            { field: 'City', before: '', after: 'Köln' },
          ]),
          update(1, 'Beta', []),
        ]}
      />,
    );
    const [, acme, beta] = screen.getAllByRole('row');
    const changes = within(acme as HTMLElement).getByRole('list', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Notes: old notes →becomes new notes', 'City: (empty) →becomes Köln']);
    expect(beta).toHaveTextContent('Updates #11 (same name) — no change');
    expect(within(beta as HTMLElement).queryByRole('list')).toBeNull();
  });
});
