import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { communicationQueries } from '#api/communications';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { RecordRef } from '#api/records';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { useT } from '#i18n/useT';
import { PARTICIPANT_ROLES, type Participant, type ParticipantRole } from '#xml/participant';
import { feedMessages } from './messages';

const isKnownRole = (role: string): role is ParticipantRole =>
  (PARTICIPANT_ROLES as readonly string[]).includes(role);

/**
 * "From: Bruno Diaz · To: this company · Bcc: Alice Moreau": who took part in a communication,
 * by role, the feed's own record named "this person"/"this company". Roles the four do not cover
 * (a classic server's own) follow, as written.
 */
export function participantLine(
  participants: readonly Participant[],
  self: { id: number; label: string } | null,
): string {
  const roles = [
    ...PARTICIPANT_ROLES,
    ...new Set(participants.map((p) => p.role.toLowerCase()).filter((role) => !isKnownRole(role))),
  ];
  return roles
    .map((role) => {
      const names = participants
        .filter((p) => p.role.toLowerCase() === role)
        .map((p) => (self !== null && p.contactId === self.id ? self.label : p.name));
      if (names.length === 0) return null;
      const shown = isKnownRole(role) ? feedMessages.t(`participants.${role}`) : role;
      return feedMessages.t('participants.line', { role: shown, names: names.join(', ') });
    })
    .filter((part) => part !== null)
    .join(' · ');
}

/** The feed's record as a participant: only a contact can be one (a deal's id is another series). */
function selfOf(viewer: RecordRef) {
  if (viewer.collection === 'companies')
    return { id: viewer.id, label: feedMessages.t('participants.thisCompany') };
  if (viewer.collection === 'people')
    return { id: viewer.id, label: feedMessages.t('participants.thisPerson') };
  return null;
}

/**
 * The participants of one communication in the feed. Asked for when the entry is drawn: the
 * feed is windowed, so a record with thousands of communications asks only for those in sight.
 */
export function CommunicationParticipants({
  communicationId,
  viewer,
}: {
  communicationId: number;
  viewer: RecordRef;
}) {
  const t = useT(feedMessages);
  const client = useApiClient();
  const query = useQuery(communicationQueries.participants(client, { id: communicationId }));
  if (query.isPending) return <Skeleton height={12} width="60%" />;
  if (query.isError)
    return (
      <Text size="xs" c="dimmed">
        {t('participants.error')}
      </Text>
    );
  if (query.data.length === 0) return null;
  return (
    <Text size="xs" style={BREAK_ANYWHERE}>
      {participantLine(query.data, selfOf(viewer))}
    </Text>
  );
}
