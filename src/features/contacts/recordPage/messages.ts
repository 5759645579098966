import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const recordPageMessages = defineMessages(
  'contacts.recordPage',
  english,
  () => import('./messages.de'),
);
