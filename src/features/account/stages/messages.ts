import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const stageMessages = defineMessages(
  'accountStages',
  english,
  () => import('./messages.de'),
);
