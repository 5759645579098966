import type { NotificationData } from '@mantine/notifications';
import { appMessages } from './messages';

/**
 * What every notification needs beyond Mantine's defaults: its close button has no accessible
 * name, and the description under a title is a grey that fails contrast (3.3:1 light, 3.5:1 dark;
 * axe: button-name, color-contrast). The theme (src/app/theme.ts) gives these to every
 * `Notification`, so `notifications.show(…)` callers need not spread it.
 */
export const NOTIFICATION_A11Y = {
  // A getter: read when a notification renders, so it speaks the language of that moment.
  closeButtonProps: {
    get 'aria-label'() {
      return appMessages.t('header.notificationClose');
    },
  },
  styles: { description: { color: 'var(--mantine-color-text)' } },
} satisfies Partial<NotificationData>;
