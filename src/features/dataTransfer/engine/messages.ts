import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

/** The catalogues are not React: the engines translate in Node too (English there). */
export const engineMessages = defineMessages(
  'dataTransfer.engine',
  english,
  () => import('./messages.de'),
);
