import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { centsToAmount } from './money';
import { useFormatAmount } from '../../hooks/useCurrency';
import type { ShownColumn } from './PipelineBoard';
import classes from './PipelineChart.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { currentLocale } from '#i18n/i18n';
import { stageName } from '#lib/stageName';

// Bar labels in short form ("450K", "450.000" in German): full amounts do not fit above a bar on a phone.
const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormat(locale: string): Intl.NumberFormat {
  let format = compactFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format;
}

/**
 * Pipeline value per status as plain CSS bars (no chart library: the board's one chart is not
 * worth ~120 KB), with the same numbers as a table for screen readers.
 */
export function PipelineChart({ columns }: { columns: readonly ShownColumn[] }) {
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  const compact = compactFormat(currentLocale());
  const max = Math.max(0, ...columns.map((column) => column.totals.cents));
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs" id="pipeline-chart-title">
        {t('chart.title')}
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
              <span className={classes.label}>{stageName(column.status)}</span>
            </div>
          );
        })}
      </div>
      <VisuallyHidden>
        <table aria-labelledby="pipeline-chart-title">
          <tbody>
            {columns.map((column) => (
              <tr key={column.status}>
                <th scope="row">{stageName(column.status)}</th>
                <td>{formatAmount(centsToAmount(column.totals.cents))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
