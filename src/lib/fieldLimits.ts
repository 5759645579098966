import { fieldLabel } from '#xml/fieldLimits';
import { cleanTagName, MAX_TAG_NAME_LENGTH } from '#xml/tag';
import { isOverLimit } from '#xml/textLimits';
import { catalogueFieldName } from './fieldNames';
import { formatNumber } from './formatNumber';
import { libMessages } from './messages';

/**
 * The service's length limits (docs/api-decisions.md; `server/service/wire/fieldLengths.ts`), so
 * the console's inputs stop where the service would answer 422: names, titles, labels, e-mail,
 * phone, website and every other one-line field hold at most 255 characters, notes, descriptions,
 * bodies and comments 65,536.
 */
export const MAX_SHORT_TEXT = 255;
export const MAX_LONG_TEXT = 65_536;

/** The counter shows from this share of the limit on, so it is there only when it matters. */
const COUNTER_FROM = 0.8;

/**
 * "230 / 255 characters" once the value nears its limit, else null. Counted as the input's
 * `maxLength` counts (UTF-16 units), so the counter and the stop agree; the service counts code
 * points, which is never more.
 */
export function lengthCounter(value: string, limit: number): string | null {
  if (value.length < Math.ceil(limit * COUNTER_FROM)) return null;
  return libMessages.t('limits.counter', {
    length: formatNumber(value.length),
    limit: formatNumber(limit),
  });
}

/**
 * "Notes is too long (at most 65,536 characters)" in the reader's language: the console's own
 * check of a request document (`fieldLengthProblems`' wording) before it is sent. An element the
 * catalogue does not name (a SuperTag's field) is named as the service names it.
 */
export function tooLongText(element: string, limit: number): string {
  return libMessages.t('limits.tooLong', {
    field: catalogueFieldName(element) ?? fieldLabel(element),
    limit: formatNumber(limit),
  });
}

/** Why a tag name is refused ("Tag name can't be blank", "Tag name is too long (…)"), or null. */
export function tagNameProblem(name: string): string | null {
  const cleaned = cleanTagName(name);
  if (cleaned === '') return libMessages.t('limits.tagBlank');
  if (isOverLimit(cleaned, MAX_TAG_NAME_LENGTH))
    return libMessages.t('limits.tooLong', {
      field: libMessages.t('limits.tagName'),
      limit: formatNumber(MAX_TAG_NAME_LENGTH),
    });
  return null;
}

export interface LimitProps {
  maxLength: number;
  description?: string;
}

/**
 * Props for a Mantine text input or textarea: the limit as `maxLength`, and the counter as the
 * input's description (Mantine ties it to the input with `aria-describedby`).
 */
export function limitProps(value: string, limit: number = MAX_SHORT_TEXT): LimitProps {
  const counter = lengthCounter(value, limit);
  return counter === null ? { maxLength: limit } : { maxLength: limit, description: counter };
}

/** The same, for a multi-line field (notes, descriptions, bodies, comments). */
export function longLimitProps(value: string): LimitProps {
  return limitProps(value, MAX_LONG_TEXT);
}
