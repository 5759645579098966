import { Progress, Text } from '@mantine/core';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { csvExportMessages } from './messages';

export interface ExportProgress {
  /** Records fetched so far. */
  fetched: number;
  /** The last page has arrived: the count is the total. */
  done: boolean;
}

/**
 * How far an export is. The API gives no total, so until the last page arrives nobody knows how
 * far along it is: the bar is indeterminate (moving stripes, no `aria-valuenow`) beside the count
 * so far, and full only once every page is in.
 */
export function CsvExportProgress({ noun, progress }: { noun: string; progress: ExportProgress }) {
  const t = useT(csvExportMessages);
  const count = formatNumber(progress.fetched);
  const status = progress.done
    ? t('progress.all', { count, noun })
    : t('progress.soFar', { count, noun });
  const label = t('progress.label');
  return (
    <>
      <Text aria-live="polite">
        {progress.done ? t('progress.saving', { status }) : t('progress.working', { status })}
      </Text>
      {progress.done ? (
        <Progress value={100} aria-label={label} />
      ) : (
        <Progress.Root role="progressbar" aria-label={label} aria-valuetext={status}>
          {/* Full width and moving: the stripes say "working", not "finished". */}
          <Progress.Section value={100} striped animated withAria={false} />
        </Progress.Root>
      )}
    </>
  );
}
