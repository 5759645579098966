/**
 * The account's currency as the console shows amounts. The API keeps bare decimal amounts and no
 * currency, so the choice is the console's: kept in this browser's localStorage per API base (like
 * the board's columns), defaulting from the browser's locale.
 */

/** The browser's preferred locale; code that formats or parses takes it as an argument instead. */
export function browserLocale(): string {
  if (typeof navigator === 'undefined') return 'en-US';
  return navigator.languages[0] ?? navigator.language ?? 'en-US';
}

const EURO_REGIONS = new Set(
  'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK'.split(' '),
);

/** Regions whose currency is not the euro; others fall back to US dollars. */
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  RU: 'RUB',
  UA: 'UAH',
  TR: 'TRY',
  IL: 'ILS',
  ZA: 'ZAR',
  KR: 'KRW',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  AE: 'AED',
  SA: 'SAR',
  ID: 'IDR',
  TH: 'THB',
  MY: 'MYR',
  PH: 'PHP',
  VN: 'VND',
};

/** "de-DE" → "EUR", "en" (maximized to en-US) → "USD"; an unknown region → "USD". */
export function defaultCurrencyFor(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  if (region === undefined) return 'USD';
  if (EURO_REGIONS.has(region)) return 'EUR';
  return REGION_CURRENCY[region] ?? 'USD';
}

/** A three-letter code Intl knows (it throws RangeError for a malformed one). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** The codes offered in the setting: Intl's list where the browser has one. */
export function currencyCodes(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency')
    : Object.values(REGION_CURRENCY).concat('EUR').sort();
}
