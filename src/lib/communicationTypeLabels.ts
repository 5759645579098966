import { parseCommunicationType, type CommunicationType } from '#xml/communication';
import { libMessages } from './messages';

/**
 * The one spelling of each communication type on screen: badges, filters and forms alike. The
 * service writes `Email`; the console says "E-mail" as it does for locations and searches. Read
 * when shown, so each label speaks the language chosen at that moment.
 */
export const COMMUNICATION_TYPE_LABELS: Readonly<Record<CommunicationType, string>> = {
  get email() {
    return libMessages.t('communication.email');
  },
  get note() {
    return libMessages.t('communication.note');
  },
  get phone() {
    return libMessages.t('communication.phone');
  },
  get chat() {
    return libMessages.t('communication.chat');
  },
  get meeting() {
    return libMessages.t('communication.meeting');
  },
};

/** A type as read from the service (`Email`, `NOTE`), spelt as the console spells it; an unknown type as given. */
export function shownCommunicationType(ctype: string): string {
  const type = parseCommunicationType(ctype);
  return type === null ? ctype : COMMUNICATION_TYPE_LABELS[type];
}
