import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const homeMessages = defineMessages('home', english, () => import('./messages.de'));
