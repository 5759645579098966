/**
 * How long a written text may be, and how its length is counted: the same rule for every field of
 * every kind, whichever way it arrives (XML body, form body, query string, SuperTag value).
 */

/** Names, titles, labels, e-mail, phone, website, tag names, SuperTag values: one-line fields. */
export const MAX_SHORT_TEXT = 255;
/** Notes, background, descriptions, bodies and comments: 64 Ki characters. */
export const MAX_LONG_TEXT = 65_536;

/**
 * The length of a text as it will be stored: characters as people count them (code points, so an
 * emoji is one, not two UTF-16 units), leaving out the characters XML 1.0 cannot carry (controls
 * other than tab, LF and CR, U+FFFE, U+FFFF, lone surrogates), which the decoders drop before
 * storing. Entities are already decoded here: `&amp;` sent is one character stored. Linear time.
 */
export function storedLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (code === 0x09 || code === 0x0a || code === 0x0d) count++;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      // A high surrogate followed by a low one is one code point; a lone half is dropped.
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        count++;
        i++;
      }
      continue;
    }
    if (code !== 0xfffe && code !== 0xffff) count++;
  }
  return count;
}

/** Whether a text is over `limit` as stored; the UTF-16 length settles most texts without a scan. */
export function isOverLimit(text: string, limit: number): boolean {
  return text.length > limit && storedLength(text) > limit;
}

/** `Name is too long (at most 255 characters)`: the one wording of a length refusal. */
export function tooLongMessage(label: string, limit: number): string {
  return `${label} is too long (at most ${limit.toLocaleString('en-US')} characters)`;
}
