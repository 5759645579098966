import { Badge } from '@mantine/core';

/** Marks a list row changed by someone else since the user's last visit (useLastVisit.ts). */
export function ChangedBadge() {
  return (
    <Badge
      size="xs"
      variant="light"
      color="orange"
      ml="xs"
      title="Changed by someone else since your last visit"
    >
      Changed
    </Badge>
  );
}
