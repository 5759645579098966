import type { CommunicationType } from '#xml/communication';
import type { ParticipantRole } from '#xml/participant';
import { feedMessages } from './messages';

/**
 * What the feed's "Log …" buttons log, and how each names the participants' roles. The API keeps
 * four roles (from, to, cc, bcc) whatever the type; a call reads them as caller and called, a
 * meeting as organiser and attendees, an e-mail as it is written.
 */
export const LOG_KINDS = ['call', 'meeting', 'email', 'note'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export interface LogKindSpec {
  /** The button: "Log call" (the kind's other sentences are keys of its own in the catalogue). */
  readonly action: string;
  /**
   * The communication's type. A meeting is our service's `meeting` type; a classic server, which
   * has none, gets a note instead (saveLog).
   */
  ctype: CommunicationType;
  /** The roles offered, each with the word for it here; the first is the organiser's side. */
  roles: readonly { readonly role: ParticipantRole; readonly label: string }[];
  /** The role a prefilled or added contact gets. */
  defaultRole: ParticipantRole;
}

/** A role offered in a kind of log, named in the current language when read. */
function role(kind: LogKind, name: ParticipantRole): { role: ParticipantRole; label: string } {
  return {
    role: name,
    get label() {
      return feedMessages.t(`role.${kind}.${name}` as RoleKey);
    },
  };
}

type RoleKey =
  `role.${'call' | 'meeting' | 'note'}.${'from' | 'to'}` | `role.email.${ParticipantRole}`;

/** A kind's words, read from the catalogue in the current language each time. */
function spec(
  kind: LogKind,
  ctype: CommunicationType,
  roles: readonly ParticipantRole[],
): LogKindSpec {
  return {
    get action() {
      return feedMessages.t(`${kind}.action`);
    },
    ctype,
    roles: roles.map((name) => role(kind, name)),
    defaultRole: 'to',
  };
}

export const LOG_KIND_SPECS: Readonly<Record<LogKind, LogKindSpec>> = {
  call: spec('call', 'phone', ['from', 'to']),
  meeting: spec('meeting', 'meeting', ['from', 'to']),
  email: spec('email', 'email', ['from', 'to', 'cc', 'bcc']),
  note: spec('note', 'note', ['from', 'to']),
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
