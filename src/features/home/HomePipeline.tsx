import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { useFormatAmount } from '../../hooks/useCurrency';
import { QueryState } from '../../components/QueryState';
import { HomeSection } from './HomeSection';
import { pipelineFigureQueries, startOfMonth, type DealFigure } from './pipelineFigures';

function Figure({ label, figure, to }: { label: string; figure: DealFigure; to: string }) {
  const formatAmount = useFormatAmount();
  const more = figure.complete ? '' : '+';
  return (
    <Stack gap={2} component="div" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Anchor component={Link} to={to} fw={700} size="xl">
        {figure.count.toLocaleString()}
        {more} {figure.count === 1 ? 'deal' : 'deals'}
      </Anchor>
      <Text size="sm">
        {formatAmount(figure.sum)}
        {more}
      </Text>
    </Stack>
  );
}

/** Open deals with their count and sum, and this month's won and lost deals. */
export function HomePipeline({ now }: { now: Date }) {
  const client = useApiClient();
  const query = useQuery(pipelineFigureQueries.month(client, startOfMonth(now)));
  return (
    <HomeSection
      title="Pipeline"
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
            />
          </SimpleGrid>
        )}
      </QueryState>
    </HomeSection>
  );
}
