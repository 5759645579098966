import { currentLocale } from '#i18n/i18n';

/** ISO UTC timestamps from the codec, shown in the console's locale and the reader's time zone. */
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formatsFor(locale: string) {
  let found = formats.get(locale);
  if (found === undefined) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    };
    formats.set(locale, found);
  }
  return found;
}

export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatsFor(currentLocale()).dateTime.format(ms);
}

export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatsFor(currentLocale()).date.format(ms);
}
