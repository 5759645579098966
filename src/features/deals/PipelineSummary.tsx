import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ShownColumn } from './PipelineBoard';
import { centsToAmount } from './money';
import { useFormatAmount } from '../../hooks/useCurrency';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { formatNumber } from '#lib/formatNumber';

export interface PipelineSummaryProps {
  columns: readonly ShownColumn[];
}

function Stat({
  label,
  count,
  cents,
  partial,
}: {
  label: string;
  count: number;
  cents: number;
  partial: boolean;
}) {
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {partial && (
          <Badge variant="light" color="gray" size="sm">
            {t('summary.partial')}
          </Badge>
        )}
      </Group>
      <Text
        fw={700}
        size="lg"
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="stat-amount"
      >
        {partial
          ? t('summary.atLeast', { amount: formatAmount(centsToAmount(cents)) })
          : formatAmount(centsToAmount(cents))}
      </Text>
      <Text size="sm" c="dimmed" data-testid="stat-count">
        {t('summary.deals', { count, number: formatNumber(count) })}
      </Text>
    </Paper>
  );
}

/** The "all deals" total and the won/lost totals (the statuses named so, when the account has them). */
export function PipelineSummary({ columns }: PipelineSummaryProps) {
  const t = useT(dealMessages);
  const partial = columns.some((column) => !column.complete);
  const all = columns.reduce(
    (sum, column) => ({
      count: sum.count + column.totals.count,
      cents: sum.cents + column.totals.cents,
    }),
    { count: 0, cents: 0 },
  );
  const named = (name: string) => columns.find((column) => column.status.toLowerCase() === name);
  const outcome = ['won', 'lost']
    .map(named)
    .filter((column): column is ShownColumn => column !== undefined);
  return (
    <SimpleGrid cols={{ base: 1, xs: 1 + outcome.length }} spacing="sm">
      <Stat label={t('summary.all')} count={all.count} cents={all.cents} partial={partial} />
      {outcome.map((column) => (
        <Stat
          key={column.status}
          label={column.status}
          count={column.totals.count}
          cents={column.totals.cents}
          partial={!column.complete}
        />
      ))}
    </SimpleGrid>
  );
}
