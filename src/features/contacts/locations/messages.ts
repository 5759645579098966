import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const locationMessages = defineMessages(
  'contacts.locations',
  english,
  () => import('./messages.de'),
);
