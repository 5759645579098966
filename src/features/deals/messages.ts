import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const dealMessages = defineMessages('deals', english, () => import('./messages.de'));
