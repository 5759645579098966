import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const accountMessages = defineMessages('account', english, () => import('./messages.de'));
