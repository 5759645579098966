import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const componentMessages = defineMessages(
  'components',
  english,
  () => import('./messages.de'),
);
