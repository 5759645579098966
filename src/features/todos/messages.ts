import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const todoMessages = defineMessages('todos', english, () => import('./messages.de'));
