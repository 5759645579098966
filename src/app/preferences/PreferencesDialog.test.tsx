// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { switchLanguage } from '#i18n/switchLanguage';
import { renderWithApp } from '../testing/renderWithApp';
import { PreferencesDialog } from './PreferencesDialog';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

describe('PreferencesDialog', () => {
  it('shows an amount like the chosen currency in English', async () => {
    renderWithApp(<PreferencesDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
    expect(dialog).toHaveTextContent('Amounts are shown like $12,500.00.');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('speaks German, with the amount in the German locale', async () => {
    await switchLanguage('de');
    renderWithApp(<PreferencesDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Einstellungen' });
    expect(screen.getByRole('combobox', { name: /Währung des Kontos/ })).toBeInTheDocument();
    // Thousands with a dot, decimals with a comma, the symbol after the number.
    expect(dialog).toHaveTextContent(/Beträge werden so angezeigt: 12\.500,00\s\$/);
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
  });
});
