import { parseCommunicationType, type CommunicationType } from '#xml/communication';

/**
 * The one spelling of each communication type on screen: badges, filters and forms alike. The
 * service writes `Email`; the console says "E-mail" as it does for locations and searches.
 */
export const COMMUNICATION_TYPE_LABELS: Readonly<Record<CommunicationType, string>> = {
  email: 'E-mail',
  note: 'Note',
  phone: 'Phone',
  chat: 'Chat',
  meeting: 'Meeting',
};

/** A type as read from the service (`Email`, `NOTE`), spelt as the console spells it; an unknown type as given. */
export function shownCommunicationType(ctype: string): string {
  const type = parseCommunicationType(ctype);
  return type === null ? ctype : COMMUNICATION_TYPE_LABELS[type];
}
