import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const contactCsvMessages = defineMessages(
  'contacts.csv',
  english,
  () => import('./messages.de'),
);
