import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const mergeMessages = defineMessages(
  'contacts.merge',
  english,
  () => import('./messages.de'),
);
