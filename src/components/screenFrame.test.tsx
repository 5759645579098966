// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { switchLanguage } from '#i18n/switchLanguage';
import { renderWithApp } from '../app/testing/renderWithApp';
import { DebouncedSearchInput } from './DebouncedSearchInput';
import { RecordPageLayout } from './RecordPageLayout';
import { ScreenHeader } from './ScreenHeader';

/**
 * The words a screen's frame writes around its data (the tab's title, the record page's region
 * names, the search box's clear button) follow the chosen language; the German scan journeys
 * (e2e/language.scan*.spec.ts) found them English.
 */
describe('screen frame in German', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  function Screen() {
    return (
      <>
        <ScreenHeader title="Zeta AG" />
        <DebouncedSearchInput value="Zeta" onSearch={() => undefined} label="Name" />
        <RecordPageLayout title="Zeta AG" side="side" related="related" feed="feed" />
      </>
    );
  }

  it('reads English first', async () => {
    renderWithApp(<Screen />);
    await waitFor(() => expect(document.title).toBe('Zeta AG · CRM console'));
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'About Zeta AG' })).toBeDefined();
  });

  it('reads German after the switch', async () => {
    await switchLanguage('de');
    renderWithApp(<Screen />);
    await waitFor(() => expect(document.title).toBe('Zeta AG · CRM-Konsole'));
    expect(screen.getByRole('button', { name: 'Suche leeren' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Über Zeta AG' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Verknüpft mit Zeta AG' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Aktivität zu Zeta AG' })).toBeDefined();
  });
});
