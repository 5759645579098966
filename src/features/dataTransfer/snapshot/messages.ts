import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const snapshotMessages = defineMessages(
  'dataTransfer.snapshot',
  english,
  () => import('./messages.de'),
);
