import { Badge, VisuallyHidden } from '@mantine/core';
import type { ChangeListKey } from '../../api/changedSince';
import { useChangedSince, useStoredLastVisit } from '../../components/useLastVisit';

/** The navigation's count of a list's records changed by someone else since the last visit. */
export function ChangedCount({ listKey }: { listKey: ChangeListKey }) {
  const changed = useChangedSince(listKey, useStoredLastVisit(listKey));
  if (changed.size === 0) return null;
  return (
    <Badge size="sm" variant="light" color="orange" circle={changed.size < 10}>
      {changed.size}
      <VisuallyHidden> changed since your last visit</VisuallyHidden>
    </Badge>
  );
}
