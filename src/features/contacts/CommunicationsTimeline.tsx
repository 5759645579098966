import { useId, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconMail, IconMessage, IconNote, IconPhone } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { communicationQueries } from '../../api/communications';
import { contactQueries } from '../../api/contactRecords';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Communication } from '#xml/communication';
import { PARTICIPANT_ROLES, type Participant } from '#xml/participant';
import { shownCommunicationType } from '../../lib/communicationTypeLabels';
import { formatDateTime } from '../../lib/formatDate';
import { QueryState } from '../../components/QueryState';

export interface CommunicationsTimelineProps {
  kind: 'company' | 'person';
  id: number;
}

/** How many communications are shown at first and added by "Show more" (each asks for its participants). */
const STEP = 20;

const ROLE_LABELS: Readonly<Record<string, string>> = {
  from: 'From',
  to: 'To',
  cc: 'Cc',
  bcc: 'Bcc',
};

function typeIcon(ctype: string) {
  switch (ctype.toLowerCase()) {
    case 'email':
      return <IconMail size={14} aria-hidden />;
    case 'phone':
      return <IconPhone size={14} aria-hidden />;
    case 'chat':
      return <IconMessage size={14} aria-hidden />;
    default:
      return <IconNote size={14} aria-hidden />;
  }
}

const when = (c: Communication) => c.date ?? c.createdAt;

/**
 * A company's or person's communications, newest first, each with its participants by role
 * (this contact named "this company"/"this person"). For the company and person pages.
 */
export function CommunicationsTimeline({ kind, id }: CommunicationsTimelineProps) {
  const client = useApiClient();
  const headingId = useId();
  const [shown, setShown] = useState(STEP);
  const collection = kind === 'company' ? 'companies' : 'people';
  const query = useQuery({
    ...contactQueries.communications(client, { collection, id }),
    select: (list) => [...list].sort((a, b) => when(b).localeCompare(when(a)) || b.id - a.id),
  });
  const visible = (query.data ?? []).slice(0, shown);
  const participants = useQueries({
    queries: visible.map((c) => communicationQueries.participants(client, { id: c.id })),
  });

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Communications
      </Title>
      <QueryState
        query={query}
        errorTitle="Could not load the communications"
        loading={<Skeleton height={96} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No communications with this {kind} yet. Add one on the Communications screen and make
            this {kind} a participant.
          </Text>
        }
      >
        {(list) => (
          <Stack gap="sm">
            <Timeline bulletSize={24} lineWidth={2}>
              {visible.map((communication, index) => (
                <Timeline.Item
                  key={communication.id}
                  bullet={typeIcon(communication.ctype)}
                  title={
                    <Group gap="xs" wrap="wrap">
                      {/* A long unbroken subject (a URL) wraps rather than widening the contact's page. */}
                      <Text
                        fw={500}
                        size="sm"
                        component="h3"
                        m={0}
                        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                      >
                        <Anchor component={Link} to={`/communications/${communication.id}`} inherit>
                          {communication.subject === ''
                            ? `Communication #${communication.id}`
                            : communication.subject}
                        </Anchor>
                      </Text>
                      <Badge size="xs" variant="light" color="gray" tt="none">
                        {shownCommunicationType(communication.ctype)}
                      </Badge>
                    </Group>
                  }
                >
                  <Text size="xs" c="dimmed" component="time" dateTime={when(communication)}>
                    {formatDateTime(when(communication))}
                  </Text>
                  {communication.body !== '' && (
                    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {communication.body}
                    </Text>
                  )}
                  <ParticipantLine
                    participants={participants[index]?.data}
                    selfId={id}
                    selfLabel={`this ${kind}`}
                  />
                </Timeline.Item>
              ))}
            </Timeline>
            {list.length > shown && (
              <Button
                variant="default"
                size="xs"
                onClick={() => setShown((n) => n + STEP)}
                style={{ alignSelf: 'flex-start' }}
              >
                Show {Math.min(STEP, list.length - shown)} more
              </Button>
            )}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

function ParticipantLine({
  participants,
  selfId,
  selfLabel,
}: {
  participants: Participant[] | undefined;
  selfId: number;
  selfLabel: string;
}) {
  if (participants === undefined) return <Skeleton height={12} width="60%" mt={4} />;
  if (participants.length === 0) return null;
  const roles = [
    ...PARTICIPANT_ROLES,
    ...new Set(
      participants
        .map((p) => p.role.toLowerCase())
        .filter((r) => !(PARTICIPANT_ROLES as readonly string[]).includes(r)),
    ),
  ];
  return (
    <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
      {roles
        .map((role) => {
          const names = participants
            .filter((p) => p.role.toLowerCase() === role)
            .map((p) => (p.contactId === selfId ? selfLabel : p.name));
          return names.length === 0 ? null : `${ROLE_LABELS[role] ?? role}: ${names.join(', ')}`;
        })
        .filter((part) => part !== null)
        .join(' · ')}
    </Text>
  );
}
