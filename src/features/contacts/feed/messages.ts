import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const feedMessages = defineMessages('contacts.feed', english, () => import('./messages.de'));
