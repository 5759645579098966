import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const importMessages = defineMessages(
  'dataTransfer.import',
  english,
  () => import('./messages.de'),
);
