import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { useFormatAmount } from '../../hooks/useCurrency';
import { QueryState } from '../../components/QueryState';
import { formatNumber } from '../../lib/formatNumber';
import { HomeSection } from './HomeSection';
import { pipelineFigureQueries, startOfMonth, type DealFigure } from './pipelineFigures';

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
        {formatNumber(figure.count)}
        {more} {figure.count === 1 ? 'deal' : 'deals'}
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
  const client = useApiClient();
  const query = useQuery(pipelineFigureQueries.month(client, startOfMonth(now)));
  return (
    <HomeSection
      title="Pipeline"
      counts="Deal amounts added up, then how many deals: open ones, and this month's closed ones"
      action={
        <Anchor component={Link} to="/pipeline" size="sm">
          Open the board
        </Anchor>
      }
    >
      <QueryState
        query={query}
        errorTitle="Could not load the deals"
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
            <Figure label="Open deals" figure={figures.open} to="/deals?status=Pending" />
            <Figure label="Won this month" figure={figures.wonThisMonth} to="/deals?status=Won" />
            <Figure
              label="Lost this month"
              figure={figures.lostThisMonth}
              to="/deals?status=Lost"
              note="Statuses Lost and Failure"
            />
          </SimpleGrid>
        )}
      </QueryState>
    </HomeSection>
  );
}
