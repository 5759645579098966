import '@mantine/notifications/styles.css';
import './styles/screenStyles';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, loaded by LazyNotifications at the first toast. Bottom right, where undo
 * offers usually are: a toast must not cover the header's controls while it waits.
 */
export function NotificationsHost() {
  return <Notifications position="bottom-right" />;
}
