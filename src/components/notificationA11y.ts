import type { NotificationData } from '@mantine/notifications';

/**
 * Spread into `notifications.show(…)`: Mantine's close button has no accessible name and the
 * description's dimmed grey fails contrast (axe: button-name, color-contrast). Belongs in the
 * theme's Notification defaults; until then each call adds it.
 */
export const NOTIFICATION_A11Y = {
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-text)' } },
} satisfies Partial<NotificationData>;
