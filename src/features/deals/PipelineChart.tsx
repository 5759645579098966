import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { centsToAmount, formatCents } from './money';
import type { ShownColumn } from './PipelineBoard';

// Axis ticks in short form ("450K"): full amounts do not fit beside the chart on a phone.
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** Pipeline value per status, with the same numbers as a table for screen readers. */
export function PipelineChart({ columns }: { columns: readonly ShownColumn[] }) {
  const data = columns.map((column) => ({
    status: column.status,
    value: Number(centsToAmount(column.totals.cents)),
  }));
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs" id="pipeline-chart-title">
        Pipeline value by status
      </Text>
      <div aria-hidden>
        <BarChart
          h={200}
          data={data}
          dataKey="status"
          series={[{ name: 'value', label: 'Value', color: 'blue.6' }]}
          valueFormatter={(value) => compact.format(value)}
          withTooltip={false}
          accessibilityLayer={false}
        />
      </div>
      <VisuallyHidden>
        <table aria-labelledby="pipeline-chart-title">
          <tbody>
            {columns.map((column) => (
              <tr key={column.status}>
                <th scope="row">{column.status}</th>
                <td>{formatCents(column.totals.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
