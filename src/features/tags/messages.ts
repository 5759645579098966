import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const tagMessages = defineMessages('tags', english, () => import('./messages.de'));
