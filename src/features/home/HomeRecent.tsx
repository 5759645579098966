import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { useRecentVisits, type Visit, type VisitKind } from '../../lib/recentVisits';
import { HomeSection } from './HomeSection';
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';

const KIND_LABELS = {
  companies: 'recent.company',
  people: 'recent.person',
  deals: 'recent.deal',
} as const satisfies Readonly<Record<VisitKind, string>>;

export function visitPath(visit: Pick<Visit, 'kind' | 'id'>): string {
  return visit.kind === 'deals' ? `/deals?deal=${visit.id}` : `/${visit.kind}/${visit.id}`;
}

/** The records opened last in this browser (recentVisits, localStorage). */
export function HomeRecent() {
  const t = useT(homeMessages);
  const visits = useRecentVisits();
  return (
    <HomeSection
      title={t('recent.title')}
      counts={t('recent.counts')}
      failedTitle={t('recent.failed')}
    >
      {visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recent.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {visits.map((visit) => (
            <Group component="li" key={`${visit.kind}-${visit.id}`} gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light" miw="4.5rem">
                {t(KIND_LABELS[visit.kind])}
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
