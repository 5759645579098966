import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const todoFormMessages = defineMessages(
  'components.todoForm',
  english,
  () => import('./messages.de'),
);
