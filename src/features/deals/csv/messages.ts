import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const dealCsvMessages = defineMessages('deals.csv', english, () => import('./messages.de'));
