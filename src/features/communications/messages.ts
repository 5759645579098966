import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const communicationMessages = defineMessages(
  'communications',
  english,
  () => import('./messages.de'),
);
