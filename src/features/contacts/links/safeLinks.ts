/**
 * Turning what a record holds into links without letting stored text run script: a website
 * becomes a link only for http(s) (a bare `example.org/about` gets `https://`), anything with
 * another scheme (`javascript:`, `data:`, `vbscript:`, `file:`…) stays plain text. A phone becomes
 * a `tel:` link of its dialable characters; the text shown stays as typed. An e-mail becomes a
 * `mailto:` link only when it is one plain address, so no `?bcc=`, `&body=` or second recipient
 * rides along (RFC 6068 reads those as header fields); anything else stays plain text.
 */

/** A scheme at the start: letters, digits, `+`, `-`, `.` then a colon (RFC 3986). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The href for a website value, or null when it must not be a link. */
export function websiteHref(value: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): so do we.
  const text = value.trim();
  if (text === '') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const compact = text.replace(/[\s\u0000-\u001f\u007f]/g, '');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  let candidate: string;
  if (scheme === undefined) {
    // No scheme (`example.org/about`, `localhost:8080` reads as host:port): the web's default.
    candidate = `https://${text.replace(/^\/+/, '')}`;
  } else if (scheme === 'http' || scheme === 'https') {
    candidate = text;
  } else if (
    /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(scheme) &&
    /^\d+(\/|$)/.test(compact.slice(scheme.length + 1))
  ) {
    // `example.org:8080/x`: a host with a port, not a scheme.
    candidate = `https://${text}`;
  } else {
    return null;
  }
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The `tel:` href for a phone value (digits, a leading `+`, `*`, `#`, extensions as `;ext=`), or null. */
export function phoneHref(value: string): string | null {
  const text = value.trim();
  const [main = '', extension] = text.split(/\s*(?:ext\.?|x|#)\s*(?=\d+\s*$)/i);
  const digits = main.replace(/[^\d*#+]/g, '');
  const dialable = digits.charAt(0) + digits.slice(1).replace(/\+/g, '');
  if (!/\d/.test(dialable)) return null;
  // `#` would start a URL fragment: RFC 3966 writes it %23.
  const number = dialable.replace(/#/g, '%23');
  return `tel:${number}${extension === undefined ? '' : `;ext=${extension.replace(/\D/g, '')}`}`;
}

/**
 * One address: a local part of the characters RFC 5322 allows unquoted (and any non-ASCII
 * letter), `@`, and a domain of dot-separated labels. No spaces, commas, `?`, `&`, `%`, `#`, `/`,
 * quotes or angle brackets: a value holding them is not one plain address.
 */
const PLAIN_ADDRESS =
  /^[A-Za-z0-9!$'*+=^_`{|}~\u0080-\uffff-]+(?:\.[A-Za-z0-9!$'*+=^_`{|}~\u0080-\uffff-]+)*@[A-Za-z0-9\u0080-\uffff](?:[A-Za-z0-9\u0080-\uffff-]*[A-Za-z0-9\u0080-\uffff])?(?:\.[A-Za-z0-9\u0080-\uffff](?:[A-Za-z0-9\u0080-\uffff-]*[A-Za-z0-9\u0080-\uffff])?)+$/;

/** The `mailto:` href for an e-mail value, or null when it is not one plain address. */
export function emailHref(value: string): string | null {
  const text = value.trim();
  if (text.length > 254 || !PLAIN_ADDRESS.test(text)) return null;
  const at = text.lastIndexOf('@');
  // Percent-encoded, so whatever the pattern lets through is read as the address and nothing else.
  return `mailto:${encodeURIComponent(text.slice(0, at))}@${encodeURIComponent(text.slice(at + 1))}`;
}
