import { memo } from 'react';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ShownColumn } from './PipelineBoard';
import { centsToAmount } from './money';
import { useFormatAmount } from '../../hooks/useCurrency';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { formatNumber } from '#lib/formatNumber';
import { stageName, stageNameList } from '#lib/stageName';
import type { DealStage } from '#xml/dealStage';
import { stagesOfKind } from './stageKinds';

export interface PipelineSummaryProps {
  columns: readonly ShownColumn[];
  /** The account's stages: which columns are won and which lost. */
  stages: readonly DealStage[];
}

function Stat({
  label,
  count,
  cents,
  partial,
  note,
}: {
  label: string;
  count: number;
  cents: number;
  partial: boolean;
  /** The stages a figure adds up, when its label does not name them. */
  note?: string;
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
      {note !== undefined && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** The columns of one kind of stage, summed. */
function outcomeOf(
  columns: readonly ShownColumn[],
  stages: readonly DealStage[],
  kind: 'won' | 'lost',
): OutcomeFigure | null {
  const names = new Set(stagesOfKind(stages, kind).map((name) => name.toLowerCase()));
  const chosen = columns.filter((column) => names.has(column.status.toLowerCase()));
  if (chosen.length === 0) return null;
  return {
    kind,
    statuses: chosen.map((column) => column.status),
    count: chosen.reduce((sum, column) => sum + column.totals.count, 0),
    cents: chosen.reduce((sum, column) => sum + column.totals.cents, 0),
    partial: chosen.some((column) => !column.complete),
  };
}

interface OutcomeFigure {
  kind: 'won' | 'lost';
  statuses: string[];
  count: number;
  cents: number;
  partial: boolean;
}

/**
 * The "all deals" total and the closed-won and closed-lost totals: every stage of that kind
 * (Won; Lost and Failure by default; any stage an administrator added as won or lost), named by
 * the stage when it is the only one, else by the kind with the stages listed under it.
 */
export const PipelineSummary = memo(function PipelineSummary({
  columns,
  stages,
}: PipelineSummaryProps) {
  const t = useT(dealMessages);
  const partial = columns.some((column) => !column.complete);
  const all = columns.reduce(
    (sum, column) => ({
      count: sum.count + column.totals.count,
      cents: sum.cents + column.totals.cents,
    }),
    { count: 0, cents: 0 },
  );
  const outcomes = [outcomeOf(columns, stages, 'won'), outcomeOf(columns, stages, 'lost')].filter(
    (figure): figure is OutcomeFigure => figure !== null,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 1 + outcomes.length }} spacing="sm">
      <Stat label={t('summary.all')} count={all.count} cents={all.cents} partial={partial} />
      {outcomes.map((figure) => {
        const single = figure.statuses.length === 1 ? figure.statuses[0] : undefined;
        return (
          <Stat
            key={figure.kind}
            label={single === undefined ? t(`summary.${figure.kind}`) : stageName(single)}
            note={single === undefined ? stageNameList(figure.statuses) : undefined}
            count={figure.count}
            cents={figure.cents}
            partial={figure.partial}
          />
        );
      })}
    </SimpleGrid>
  );
});
