import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { useFormatAmount } from '../../hooks/useCurrency';
import { QueryState } from '../../components/QueryState';
import { formatNumber } from '../../lib/formatNumber';
import { HomeSection } from './HomeSection';
import { pipelineFigureQueries, startOfMonth, type DealFigure } from './pipelineFigures';
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';
import { stageNameList } from '#lib/stageName';

function Figure({
  label,
  figure,
  to,
  note,
}: {
  label: string;
  figure: DealFigure;
  to: string;
  /** What the figure counts, when its label does not say it all. */
  note?: string;
}) {
  const t = useT(homeMessages);
  const formatAmount = useFormatAmount();
  const more = figure.complete ? '' : '+';
  // Money first: what the pipeline is worth matters more than how many deals make it up.
  return (
    <Stack gap={2} component="div" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Anchor component={Link} to={to} fw={700} size="xl">
        {formatAmount(figure.sum)}
        {more}
      </Anchor>
      <Text size="sm">
        {t('pipeline.deals', { count: figure.count, number: formatNumber(figure.count), more })}
      </Text>
      {note !== undefined && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** Open deals with their sum and count, and this month's won and lost (Lost and Failure) deals. */
export function HomePipeline({ now }: { now: Date }) {
  const t = useT(homeMessages);
  const client = useApiClient();
  const query = useQuery(pipelineFigureQueries.month(client, startOfMonth(now)));
  return (
    <HomeSection
      title={t('pipeline.title')}
      counts={t('pipeline.counts')}
      failedTitle={t('pipeline.failed')}
      action={
        <Anchor component={Link} to="/pipeline" size="sm">
          {t('pipeline.openBoard')}
        </Anchor>
      }
    >
      <QueryState
        query={query}
        errorTitle={t('pipeline.loadError')}
        loading={
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Skeleton height={64} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </SimpleGrid>
        }
      >
        {(figures) => (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label={t('pipeline.open')} figure={figures.open} to="/deals?status=Pending" />
            <Figure
              label={t('pipeline.won')}
              figure={figures.wonThisMonth}
              to="/deals?status=Won"
            />
            <Figure
              label={t('pipeline.lost')}
              figure={figures.lostThisMonth}
              to="/deals?status=Lost"
              note={
                figures.lostStages.length === 0
                  ? undefined
                  : t('pipeline.lostNote', {
                      count: figures.lostStages.length,
                      stages: stageNameList(figures.lostStages),
                    })
              }
            />
          </SimpleGrid>
        )}
      </QueryState>
    </HomeSection>
  );
}
