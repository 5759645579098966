import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const savedViewMessages = defineMessages(
  'components.savedViews',
  english,
  () => import('./messages.de'),
);
