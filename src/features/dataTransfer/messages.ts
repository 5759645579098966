import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const dataTransferMessages = defineMessages(
  'dataTransfer',
  english,
  () => import('./messages.de'),
);
