import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { centsToAmount } from './money';
import { useFormatAmount } from '../../hooks/useCurrency';
import type { ShownColumn } from './PipelineBoard';
import classes from './PipelineChart.module.css';

// Bar labels in short form ("450K"): full amounts do not fit above a bar on a phone.
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Pipeline value per status as plain CSS bars (no chart library: the board's one chart is not
 * worth ~120 KB), with the same numbers as a table for screen readers.
 */
export function PipelineChart({ columns }: { columns: readonly ShownColumn[] }) {
  const formatAmount = useFormatAmount();
  const max = Math.max(0, ...columns.map((column) => column.totals.cents));
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs" id="pipeline-chart-title">
        Pipeline value by status
      </Text>
      <div className={classes.chart} aria-hidden data-testid="pipeline-chart">
        {columns.map((column) => {
          const share = max === 0 ? 0 : column.totals.cents / max;
          return (
            <div key={column.status} className={classes.bar}>
              <span className={classes.value}>{compact.format(column.totals.cents / 100)}</span>
              <span className={classes.track}>
                <span className={classes.fill} style={{ height: `${share * 100}%` }} />
              </span>
              <span className={classes.label}>{column.status}</span>
            </div>
          );
        })}
      </div>
      <VisuallyHidden>
        <table aria-labelledby="pipeline-chart-title">
          <tbody>
            {columns.map((column) => (
              <tr key={column.status}>
                <th scope="row">{column.status}</th>
                <td>{formatAmount(centsToAmount(column.totals.cents))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
