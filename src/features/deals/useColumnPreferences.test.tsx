// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createApiClient } from '../../api/client/client';
import { ApiClientProvider } from '../../api/client/ApiClientProvider';
import { useColumnPreferences } from './useColumnPreferences';

const SERVED = ['Failure', 'Lost', 'Pending', 'Won'];
const DEFAULT = ['Pending', 'Won', 'Lost', 'Failure'];

function boardOf(baseUrl: string) {
  const client = createApiClient({ baseUrl });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{children}</ApiClientProvider>
  );
  return renderHook(() => useColumnPreferences(SERVED), { wrapper });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the board columns kept in this browser', () => {
  it('keeps the order and the hidden columns across a reload, per API, until reset', () => {
    const board = boardOf('http://one.test/service');
    expect(board.result.current.statuses).toEqual(DEFAULT);
    expect(board.result.current.customized).toBe(false);

    act(() => board.result.current.move('Won', -1));
    act(() => board.result.current.setShown('Failure', false));
    expect(board.result.current.statuses).toEqual(['Won', 'Pending', 'Lost', 'Failure']);
    expect(board.result.current.shown).toEqual(['Won', 'Pending', 'Lost']);
    board.unmount();

    const reloaded = boardOf('http://one.test/service');
    expect(reloaded.result.current.statuses).toEqual(['Won', 'Pending', 'Lost', 'Failure']);
    expect(reloaded.result.current.shown).toEqual(['Won', 'Pending', 'Lost']);
    expect(reloaded.result.current.customized).toBe(true);
    expect(boardOf('http://two.test/service').result.current.statuses).toEqual(DEFAULT);

    act(() => reloaded.result.current.reset());
    expect(reloaded.result.current.statuses).toEqual(DEFAULT);
    expect(reloaded.result.current.shown).toEqual(DEFAULT);
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
    expect(board.result.current.statuses).toEqual(['Failure', 'Lost', 'Won', 'Pending']);
    expect(board.result.current.shown).toEqual(['Failure', 'Lost', 'Pending']);
  });
});
