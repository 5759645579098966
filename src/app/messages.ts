import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const appMessages = defineMessages('app', english, () => import('./messages.de'));
