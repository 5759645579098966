import { Progress, Text } from '@mantine/core';

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
  const status = progress.done
    ? `All ${progress.fetched} ${noun} fetched`
    : `${progress.fetched} ${noun} fetched so far`;
  return (
    <>
      <Text aria-live="polite">{progress.done ? `${status}; saving the file…` : `${status}…`}</Text>
      {progress.done ? (
        <Progress value={100} aria-label="Export progress" />
      ) : (
        <Progress.Root role="progressbar" aria-label="Export progress" aria-valuetext={status}>
          {/* Full width and moving: the stripes say "working", not "finished". */}
          <Progress.Section value={100} striped animated withAria={false} />
        </Progress.Root>
      )}
    </>
  );
}
