import { useCallback, useSyncExternalStore } from 'react';
import { useApiClient } from '../api/client/ApiClientProvider';
import { browserLocale, defaultCurrencyFor, isCurrencyCode } from '../lib/currency';
import { formatAmount } from '../lib/formatAmount';

/**
 * The account's currency setting (localStorage `crm.currency:<API base>`, as the board's columns
 * are kept), shared by every screen showing amounts; a change in the setting or in another tab
 * re-renders them all at once.
 */
const PREFIX = 'crm.currency:';
const listeners = new Set<() => void>();
/** A choice the browser refused to store (storage full or disabled): kept for this page. */
const unstored = new Map<string, string>();

function read(key: string): string | null {
  const kept = unstored.get(key);
  if (kept !== undefined) return kept;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCurrency(): { currency: string; setCurrency: (code: string) => void } {
  const key = PREFIX + useApiClient().baseUrl;
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const currency =
    stored !== null && isCurrencyCode(stored) ? stored : defaultCurrencyFor(browserLocale());
  const setCurrency = useCallback(
    (code: string) => {
      try {
        window.localStorage.setItem(key, code);
        unstored.delete(key);
      } catch {
        unstored.set(key, code);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { currency, setCurrency };
}

/** `formatAmount` bound to the account's currency and the reader's locale. */
export function useFormatAmount(): (amount: string) => string {
  const { currency } = useCurrency();
  return useCallback((amount: string) => formatAmount(amount, currency), [currency]);
}
