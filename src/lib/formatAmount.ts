import { currentLocale } from '#i18n/i18n';

/**
 * The one way the console shows an amount: "1234.50" (the API's decimal text) in the account's
 * currency and the console's locale ("$1,234.50", "1.234,50 €"). Other text is shown as given.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // A malformed stored code must not break every screen: plain two decimals then.
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formats.set(key, format);
  }
  return format;
}

export function formatAmount(amount: string, currency: string, locale = currentLocale()): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return amount;
  return formatFor(currency, locale).format(Number(amount));
}
