import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const duplicateMessages = defineMessages(
  'contacts.duplicates',
  english,
  () => import('./messages.de'),
);
