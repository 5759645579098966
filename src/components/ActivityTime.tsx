import { Text } from '@mantine/core';
import { formatRelative } from '../lib/activityText';
import { formatDateTime } from '../lib/formatDate';

/** When something happened: relative ("3 hours ago"), the absolute time on hover and for machines. */
export function ActivityTime({ iso }: { iso: string }) {
  const absolute = formatDateTime(iso);
  return (
    <Text component="time" size="sm" c="dimmed" dateTime={iso} title={absolute}>
      {formatRelative(iso)}
    </Text>
  );
}
