import { defineMessages } from '#i18n/defineMessages';
import { english } from './messages.en';

export const activityMessages = defineMessages('activity', english, () => import('./messages.de'));
