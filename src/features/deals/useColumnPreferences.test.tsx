// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createApiClient } from '../../api/client/client';
import { ApiClientProvider } from '../../api/client/ApiClientProvider';
import { useColumnPreferences } from './useColumnPreferences';

// The account's board (`boardStatuses`): its order is everyone's.
const BOARD = ['Pending', 'Won', 'Failure', 'Lost'];

function boardOf(baseUrl: string) {
  const client = createApiClient({ baseUrl });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{children}</ApiClientProvider>
  );
  return renderHook(() => useColumnPreferences(BOARD), { wrapper });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the board columns kept in this browser', () => {
  it('keeps the hidden columns across a reload, per API, in the account order, until reset', () => {
    const board = boardOf('http://one.test/service');
    expect(board.result.current.statuses).toEqual(BOARD);
    expect(board.result.current.customized).toBe(false);

    act(() => board.result.current.setShown('Failure', false));
    expect(board.result.current.statuses).toEqual(BOARD);
    expect(board.result.current.shown).toEqual(['Pending', 'Won', 'Lost']);
    board.unmount();

    const reloaded = boardOf('http://one.test/service');
    expect(reloaded.result.current.statuses).toEqual(BOARD);
    expect(reloaded.result.current.shown).toEqual(['Pending', 'Won', 'Lost']);
    expect(reloaded.result.current.customized).toBe(true);
    expect(boardOf('http://two.test/service').result.current.shown).toEqual(BOARD);

    act(() => reloaded.result.current.reset());
    expect(reloaded.result.current.statuses).toEqual(BOARD);
    expect(reloaded.result.current.shown).toEqual(BOARD);
    expect(reloaded.result.current.customized).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('follows a choice made in another tab', () => {
    const board = boardOf('http://one.test/service');
    const key = 'crm.boardColumns:http://one.test/service';
    const choice = JSON.stringify({
      order: ['failure', 'lost', 'won', 'pending'],
      hidden: ['won'],
    });
    localStorage.setItem(key, choice);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: choice }));
    });
    // A choice saved with its own order (before stages): only what it hides counts.
    expect(board.result.current.statuses).toEqual(BOARD);
    expect(board.result.current.shown).toEqual(['Pending', 'Failure', 'Lost']);
  });
});
