import { currentLocale } from '#i18n/i18n';

/** Counts and plain numbers in the console's locale ("12,345" in English, "12.345" in German). */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
