import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const undoMessages = defineMessages('contacts.undo', english, () => import('./messages.de'));
