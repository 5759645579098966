import type { CommunicationType } from '#xml/communication';
import type { ParticipantRole } from '#xml/participant';

/**
 * What the feed's "Log …" buttons log, and how each names the participants' roles. The API keeps
 * four roles (from, to, cc, bcc) whatever the type; a call reads them as caller and called, a
 * meeting as organiser and attendees, an e-mail as it is written.
 */
export const LOG_KINDS = ['call', 'meeting', 'email', 'note'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export interface LogKindSpec {
  /** The button: "Log call". */
  action: string;
  /** The thing, in a sentence: "call". */
  noun: string;
  /**
   * The communication's type. A meeting is our service's `meeting` type; a classic server, which
   * has none, gets a note instead (saveLog).
   */
  ctype: CommunicationType;
  /** The roles offered, each with the word for it here; the first is the organiser's side. */
  roles: readonly { role: ParticipantRole; label: string }[];
  /** The role a prefilled or added contact gets. */
  defaultRole: ParticipantRole;
}

export const LOG_KIND_SPECS: Readonly<Record<LogKind, LogKindSpec>> = {
  call: {
    action: 'Log call',
    noun: 'call',
    ctype: 'phone',
    roles: [
      { role: 'from', label: 'Caller' },
      { role: 'to', label: 'Called' },
    ],
    defaultRole: 'to',
  },
  meeting: {
    action: 'Log meeting',
    noun: 'meeting',
    ctype: 'meeting',
    roles: [
      { role: 'from', label: 'Organiser' },
      { role: 'to', label: 'Attendees' },
    ],
    defaultRole: 'to',
  },
  email: {
    action: 'Log e-mail',
    noun: 'e-mail',
    ctype: 'email',
    roles: [
      { role: 'from', label: 'From' },
      { role: 'to', label: 'To' },
      { role: 'cc', label: 'Cc' },
      { role: 'bcc', label: 'Bcc' },
    ],
    defaultRole: 'to',
  },
  note: {
    action: 'Add note',
    noun: 'note',
    ctype: 'note',
    roles: [
      { role: 'from', label: 'By' },
      { role: 'to', label: 'About' },
    ],
    defaultRole: 'to',
  },
};

/** The word for a role in this kind of log ("Called" for a call's `to`); the role itself when not offered. */
export function roleLabel(kind: LogKind, role: ParticipantRole): string {
  return LOG_KIND_SPECS[kind].roles.find((r) => r.role === role)?.label ?? role;
}

/** A participant as the dialog holds it before saving. */
export interface DraftParticipant {
  contactId: number;
  name: string;
  /** Company and e-mail, to tell namesakes apart. */
  detail: string;
  role: ParticipantRole;
}

/** Adds a contact with the kind's default role; one already there (in any role) is not added twice. */
export function addDraft(
  list: readonly DraftParticipant[],
  next: Omit<DraftParticipant, 'role'>,
  kind: LogKind,
): DraftParticipant[] {
  if (list.some((p) => p.contactId === next.contactId)) return [...list];
  return [...list, { ...next, role: LOG_KIND_SPECS[kind].defaultRole }];
}
