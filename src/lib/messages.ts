import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const libMessages = defineMessages('lib', english, () => import('./messages.de'));
