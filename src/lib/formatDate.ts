/** ISO UTC timestamps from the codec, shown in the reader's locale and time zone. */
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : dateTimeFormat.format(ms);
}

export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : dateFormat.format(ms);
}
