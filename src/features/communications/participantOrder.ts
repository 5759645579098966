import { PARTICIPANT_ROLES, parseParticipantRole, type Participant } from '#xml/participant';

/** Where a role's rows go: from, to, cc, bcc as a message header reads; a role the console does not know, last. */
function roleRank(role: string): number {
  const known = parseParticipantRole(role);
  return known === null ? PARTICIPANT_ROLES.length : PARTICIPANT_ROLES.indexOf(known);
}

/** Participants grouped by role in header order, by name within a role. */
export function byRoleThenName(participants: readonly Participant[]): Participant[] {
  return [...participants].sort(
    (a, b) =>
      roleRank(a.role) - roleRank(b.role) ||
      a.name.localeCompare(b.name) ||
      a.contactId - b.contactId,
  );
}
