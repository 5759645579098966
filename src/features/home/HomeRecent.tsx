import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { useRecentVisits, type Visit, type VisitKind } from '../../lib/recentVisits';
import { HomeSection } from './HomeSection';

const KIND_LABELS: Readonly<Record<VisitKind, string>> = {
  companies: 'Company',
  people: 'Person',
  deals: 'Deal',
};

export function visitPath(visit: Pick<Visit, 'kind' | 'id'>): string {
  return visit.kind === 'deals' ? `/deals?deal=${visit.id}` : `/${visit.kind}/${visit.id}`;
}

/** The records opened last in this browser (recentVisits, localStorage). */
export function HomeRecent() {
  const visits = useRecentVisits();
  return (
    <HomeSection title="Opened recently" counts="The records you opened last, in this browser">
      {visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          The companies, people and deals you open show up here.
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {visits.map((visit) => (
            <Group component="li" key={`${visit.kind}-${visit.id}`} gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light" miw="4.5rem">
                {KIND_LABELS[visit.kind]}
              </Badge>
              <Anchor
                component={Link}
                to={visitPath(visit)}
                size="sm"
                lineClamp={1}
                title={visit.name}
                style={{ ...BREAK_ANYWHERE, minWidth: 0 }}
              >
                {visit.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
