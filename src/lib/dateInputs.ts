import { libMessages } from './messages';

/**
 * What a date field (`<input type="date">`) may hold. A browser keeps a half-typed date
 * ("02/dd/yyyy") as an empty value with `validity.badInput`, which would otherwise read as "no
 * date"; and a slip of the keyboard gives years like 0202 or 20266, which the API stores as
 * given. Both are refused at the field.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
/** The bounds as the input's `min`/`max`, so its picker stays within them too. */
export const DATE_INPUT_BOUNDS = {
  min: `${MIN_DATE_YEAR}-01-01`,
  max: `${MAX_DATE_YEAR}-12-31`,
} as const;

export function dateInputProblem(value: string, badInput: boolean): string | undefined {
  if (badInput) return libMessages.t('date.unfinished');
  if (value === '') return undefined;
  const match = /^(\d{4,6})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return libMessages.t('date.malformed');
  const year = Number(match[1]);
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR)
    return libMessages.t('date.yearOutOfRange', {
      min: MIN_DATE_YEAR,
      max: MAX_DATE_YEAR,
      year,
    });
  return undefined;
}

/** The check of a rendered date input, at a form's submit (Enter submits without a blur). */
export function dateElementProblem(input: HTMLInputElement | null): string | undefined {
  if (input === null) return undefined;
  return dateInputProblem(input.value, input.validity.badInput);
}
