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

const decimalMarks = new Map<string, '.' | ','>();

/**
 * The mark a locale writes between whole and decimal digits: ',' or '.' (what neither is, and an
 * unknown or malformed locale, count as '.', which is what the API itself writes). Kept per
 * locale: an amount field and a CSV export ask for it on every keystroke and every cell.
 */
export function decimalMark(locale: string): '.' | ',' {
  let mark = decimalMarks.get(locale);
  if (mark === undefined) {
    let written = '.';
    try {
      written =
        new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
          ?.value ?? '.';
    } catch {
      // RangeError for a malformed tag: the '.' default stands.
    }
    mark = written === ',' ? ',' : '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}
