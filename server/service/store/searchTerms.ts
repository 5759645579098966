/**
 * The longest text a searched field can hold, in characters (code points) as the write limits count
 * them (`http/fieldLengths.ts`: one-line fields hold 255). A term longer than its field cannot be a
 * substring of, nor equal to, any stored value: the search answers nothing without running a query.
 */
export const FIELD_TEXT_LIMIT = 255;

/** What each search term is compared with, and the most characters that can hold. */
export const SEARCH_TERM_LIMITS = {
  /** A company's name. */
  companyName: FIELD_TEXT_LIMIT,
  /** A person is searched by "first last": two fields and the space between them. */
  personName: 2 * FIELD_TEXT_LIMIT + 1,
  email: FIELD_TEXT_LIMIT,
  tag: FIELD_TEXT_LIMIT,
  state: FIELD_TEXT_LIMIT,
  dealTitle: FIELD_TEXT_LIMIT,
  dealStatus: FIELD_TEXT_LIMIT,
} as const;

/**
 * Whether `term` has at most `limit` characters. Linear, and stops counting past the limit: a term
 * within the limit in UTF-16 units is within it in code points too.
 */
export function termFits(term: string, limit: number): boolean {
  if (term.length <= limit) return true;
  // Each code point takes one or two units: more than 2 × limit units are too many in any case.
  if (term.length > 2 * limit) return false;
  let count = 0;
  for (let i = 0; i < term.length; i++) {
    const code = term.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < term.length) {
      const next = term.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++count > limit) return false;
  }
  return true;
}
