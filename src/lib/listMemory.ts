import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Each list screen's last search (filters, sort, page) in this tab, so the navigation and the
 * "All companies" links return to the list as it was left instead of a blank one — the URL alone
 * only brings it back with Back. Kept in sessionStorage: per tab, and it survives a reload.
 */
const STORAGE_KEY = 'crm-console:list-searches';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    // Storage disabled or a damaged value: the lists simply open blank.
    return {};
  }
}

/** Notes the search of a list screen (one of `listPaths`); other paths are ignored. */
export function rememberListSearch(
  listPaths: ReadonlySet<string>,
  pathname: string,
  search: string,
): void {
  if (!listPaths.has(pathname)) return;
  const all = readAll();
  if (search === '' || search === '?') delete all[pathname];
  else all[pathname] = search.startsWith('?') ? search : `?${search}`;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Full or disabled storage: nothing to remember, nothing lost.
  }
}

/** The list's address with its remembered search (`/companies?tag=vip&sort=name`), or the bare path. */
export function listHref(path: string): string {
  const search = readAll()[path];
  return typeof search === 'string' && search.startsWith('?') ? `${path}${search}` : path;
}

/** Mounted once in the shell: every visit of one of the list screens updates its memory. */
export function useListMemory(listPaths: ReadonlySet<string>): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberListSearch(listPaths, pathname, search), [listPaths, pathname, search]);
}
