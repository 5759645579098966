import { decimalMark } from '#lib/formatNumber';
import { dealFormMessages } from './messages';

/**
 * What a person types as a deal amount → the API's decimal text ("12500.00"), or what is wrong
 * with it, said so that it can be shown at the field.
 *
 * People paste amounts as they see them: with a currency symbol or code ("$12,500", "€ 1.200",
 * "1 200 EUR"), thousands separators, and the decimal mark of their locale ("12.500,00" in de-DE).
 * The locale is passed in (not read from the browser here) so the rules can be tested for any.
 * The service stores cents and takes negative amounts, at most 13 digits before the decimals
 * (`parseAmountText` in `#xml/values`), so those are the limits here too.
 */
export type AmountParse = { amount: string } | { problem: string };

const MAX_WHOLE_DIGITS = 13;
const MINUS = /^[-\u2212]/;
/** Spaces and apostrophes only ever group thousands (fr-FR's narrow space, de-CH's '). */
const ALWAYS_GROUPING = /[\s\u00a0\u202f'’]/;

interface Marks {
  decimal: '.' | ',';
  /** Whichever of '.' and ',' is not the decimal mark groups thousands. */
  group: '.' | ',';
}

/** The locale's decimal mark and the other one, which groups thousands. */
export function decimalMarks(locale: string): Marks {
  return decimalMark(locale) === ',' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

function isCurrencyCode(word: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(word)) return false;
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return known.length === 0 || known.includes(word.toUpperCase());
}

/** Removes one currency symbol or ISO code at the start or the end, with the spaces around it. */
function stripCurrency(text: string): { rest: string; found: number } | { problem: string } {
  let rest = text;
  let found = 0;
  const peel = (pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (match === null) return;
    const word = match[1] ?? '';
    if (/^\p{Sc}+$/u.test(word) || isCurrencyCode(word)) {
      rest = rest.slice(0, match.index) + rest.slice(match.index + match[0].length);
      found += 1;
    }
  };
  // A minus may come before the symbol ("-$12"): keep it while looking past it.
  const sign = MINUS.exec(rest)?.[0] ?? '';
  rest = rest.slice(sign.length).trimStart();
  peel(/^(\p{Sc}+|[A-Za-z]{3}(?![A-Za-z]))\s*/u);
  peel(/\s*(\p{Sc}+|(?<![A-Za-z])[A-Za-z]{3})$/u);
  if (found > 1) return { problem: dealFormMessages.t('amount.currencyTwice') };
  return { rest: sign + rest.trim(), found };
}

export function parseAmountInput(text: string, locale: string): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { amount: '0.00' };
  const stripped = stripCurrency(trimmed);
  if ('problem' in stripped) return stripped;
  let body = stripped.rest;
  let negative = false;
  if (MINUS.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (MINUS.test(body) || /[-\u2212]/.test(body))
    return { problem: dealFormMessages.t('amount.oneMinus') };
  if (!/\d/.test(body)) return { problem: dealFormMessages.t('amount.digits') };
  const stray = /[^0-9.,\s\u00a0\u202f'’]/u.exec(body);
  if (stray !== null) {
    if (/\p{Sc}|[A-Za-z]/u.test(stray[0]))
      return {
        problem: dealFormMessages.t('amount.strayCurrency', { character: stray[0] }),
      };
    return { problem: dealFormMessages.t('amount.stray', { character: stray[0] }) };
  }
  return digitsToAmount(body, negative, decimalMarks(locale));
}

function digitsToAmount(body: string, negative: boolean, marks: Marks): AmountParse {
  const pieces = body.split(marks.decimal);
  if (pieces.length > 2)
    return { problem: dealFormMessages.t('amount.decimalOnce', { decimal: marks.decimal }) };
  const [whole = '', fraction = ''] = pieces;
  if (pieces.length === 2 && !/^\d*$/.test(fraction)) {
    return {
      problem: dealFormMessages.t('amount.digitsAfterDecimal', { decimal: marks.decimal }),
    };
  }
  if (fraction.length > 2) {
    // "12.345" in en-US is most likely a thousands group typed with the other convention.
    return /^\d{3}$/.test(fraction) && !whole.includes(marks.group)
      ? {
          problem: dealFormMessages.t('amount.twoDecimalsMarks', {
            decimal: marks.decimal,
            group: marks.group,
          }),
        }
      : { problem: dealFormMessages.t('amount.twoDecimals') };
  }
  const groups = whole.split(
    new RegExp(`[${marks.group === '.' ? '.' : ','}]|${ALWAYS_GROUPING.source}`),
  );
  const [first = '', ...rest] = groups;
  if (rest.length > 0 && first === '')
    return { problem: dealFormMessages.t('amount.startWithDigit') };
  if (rest.some((group) => !/^\d{3}$/.test(group)))
    return {
      problem: dealFormMessages.t('amount.grouping', { decimal: marks.decimal }),
    };
  const digits = (first + rest.join('')).replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS)
    return { problem: dealFormMessages.t('amount.tooManyDigits', { max: MAX_WHOLE_DIGITS }) };
  const amount = `${digits === '' ? '0' : digits}.${fraction.padEnd(2, '0')}`;
  return { amount: negative && /[1-9]/.test(amount) ? `-${amount}` : amount };
}

/** The API's "1234.50" as the reader would type it ("1234,50" in de-DE), for an edit form. */
export function amountForEditing(amount: string, locale: string): string {
  return decimalMarks(locale).decimal === ',' ? amount.replace('.', ',') : amount;
}
