// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../app/testing/renderWithApp';
import { switchLanguage } from '#i18n/switchLanguage';
import { FieldChanges } from './FieldChanges';

const changes = [
  { field: 'status', old: 'pending', new: 'won' },
  { field: 'assigned_to_id', old: '', new: '2' },
  { field: 'custom_thing', old: 'a', new: 'b' },
];

function shownLines(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe("a record's history lines", () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('name the fields in English and keep the values as stored', async () => {
    renderWithApp(<FieldChanges changes={changes} />);
    await screen.findByRole('list');
    expect(shownLines()).toEqual([
      'Status: pending →  changed to won',
      'Assigned to: empty →  changed to 2',
      'Custom thing: a →  changed to b',
    ]);
  });

  it('name the fields and the classic stages in German; a field it does not know as sent', async () => {
    await switchLanguage('de');
    renderWithApp(<FieldChanges changes={changes} />);
    await screen.findByRole('list');
    const lines = shownLines();
    expect(lines[0]).toMatch(/^Status: Offen → .* Gewonnen$/);
    expect(lines[1]).toMatch(/^Zuständig: /);
    expect(lines[2]).toMatch(/^Custom thing: a → /);
  });
});
