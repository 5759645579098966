import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toast system (its container, transitions, the Notification component) is not part of the
// first download: most visits show no toast at all.
const NotificationsHost = lazy(async () => ({
  default: (await import('./NotificationsHost')).NotificationsHost,
}));

/**
 * Mantine's notifications, mounted at the first toast. `notifications.show` only writes to the
 * store this reads, so a toast shown before the container has loaded is kept and appears once it
 * has (a toast is an overlay: nothing on the page moves meanwhile). Mounted from then on, so later
 * toasts and the closing transitions are as usual.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
