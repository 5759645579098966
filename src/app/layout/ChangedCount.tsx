import type { ChangeListKey } from '../../api/changedIds';
import { useChangedSince, useStoredLastVisit } from '../../hooks/useLastVisit';

/**
 * How many of a list's records someone else changed since the user's last visit of that list
 * (0 for an entry that counts none, before any visit, or while loading).
 */
export function useChangedCount(listKey: ChangeListKey | undefined): number {
  const key = listKey ?? 'companies';
  const since = useStoredLastVisit(key);
  const changed = useChangedSince(key, listKey === undefined ? null : since);
  return listKey === undefined ? 0 : changed.size;
}
