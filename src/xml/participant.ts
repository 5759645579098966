import type { XmlElement } from './tree';
import { listItems, readInt, readText, readTrimmed, requireRoot } from './values';
import { arrayElement, intElement, textElement } from './writer';

export const PARTICIPANT_ROLES = ['from', 'to', 'cc', 'bcc'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Element order: name, contact_id, role. */
export interface Participant {
  name: string;
  contactId: number;
  role: string;
}

/** `CC`, ` cc ` → `cc`; anything that is not one of the four roles → null. */
export function parseParticipantRole(text: string): ParticipantRole | null {
  const lower = text.trim().toLowerCase();
  return PARTICIPANT_ROLES.find((r) => r === lower) ?? null;
}

export const PARTICIPANT_ROLE_ERROR = `Role must be one of ${PARTICIPANT_ROLES.join(', ')}`;

export function decodeParticipant(el: XmlElement): Participant {
  return {
    name: readText(el, 'name') ?? '',
    contactId: readInt(el, 'contact_id') ?? 0,
    role: readTrimmed(el, 'role') ?? '',
  };
}

export function decodeParticipantList(el: XmlElement): Participant[] {
  return listItems(requireRoot(el, 'participants'), 'participant').map(decodeParticipant);
}

export function encodeParticipant(p: Participant): string {
  return `<participant>${textElement('name', p.name)}${intElement('contact_id', p.contactId)}${textElement('role', p.role)}</participant>`;
}

export function encodeParticipantList(participants: readonly Participant[]): string {
  return arrayElement('participants', participants, encodeParticipant);
}
