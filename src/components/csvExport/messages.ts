import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const csvExportMessages = defineMessages(
  'components.csvExport',
  english,
  () => import('./messages.de'),
);
