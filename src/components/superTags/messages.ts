import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const superTagMessages = defineMessages(
  'components.superTags',
  english,
  () => import('./messages.de'),
);
