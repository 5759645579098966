import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const dealFormMessages = defineMessages(
  'components.dealForm',
  english,
  () => import('./messages.de'),
);
