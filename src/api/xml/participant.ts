export const PARTICIPANT_ROLES = ['from', 'to', 'cc', 'bcc'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Element order: name, contact_id, role. */
export interface Participant {
  name: string;
  contactId: number;
  role: string;
}
