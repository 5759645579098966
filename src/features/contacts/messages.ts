import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const contactsMessages = defineMessages('contacts', english, () => import('./messages.de'));
