import type { Random } from '#server/service/seed/prng';
import type { WireRequest } from '#server/service/testing/wireFixtures';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * Mutations of the valid requests real clients sent (shared/fixtures/wire): byte flips and
 * insertions, truncation, element surgery, hostile values in place of text, other content types,
 * methods, paths and query parameters. Each mutant is one request; several mutations may stack.
 */
export interface Mutant {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: Buffer;
  /** What was done to it, for the failure message. */
  steps: string[];
}

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  '\u0007',
  '\uFFFE',
  '\uD800',
  '\u202E',
  '🙂'.repeat(100),
  'x'.repeat(70_000),
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  '1.5',
  'true',
  'False',
  'nil',
  '__proto__',
  'constructor',
  '<![CDATA[x]]>',
  '&amp;',
  '&#0;',
  '&bogus;',
  ']]>',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "'; DROP TABLE companies; --",
  'Mar 17 20:16:35 UTC 2009',
  'Feb 30 10:00:00 UTC 2009',
  '2030-12-13 09:30:00 +2500',
  'Sat Nov 21 09:48:06 UTC 2026',
  'admin@example.com',
  'pending',
  'WON',
  'bcc',
  'email',
];
const NASTY_BYTES = [
  0x00, 0x3c, 0x3e, 0x26, 0x22, 0x2f, 0x5d, 0xff, 0xc0, 0xed, 0xef, 0xbb, 0xbf, 0x0a, 0x0d, 0x25,
];
const CONTENT_TYPES = [
  'application/xml',
  'text/xml',
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'application/xml; charset=latin1',
  'application/soap+xml',
  '',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const PARAMETERS = [
  'offset',
  'limit',
  'tag',
  'name',
  'email',
  'state',
  'updated_since',
  'created_before',
  'role',
  'contact_id',
  'person_id',
  'company_id',
  'ctype',
  'assigned_to',
  'status',
  'tags[]',
  'company[name]',
  'location[label]',
  '__proto__[x]',
  'a[b][c][d]',
];
const SEGMENTS = [
  'companies',
  'people',
  'deals',
  'todos',
  'communications',
  'tags',
  'super_tags',
  'users',
  'current',
  'statuses',
  'locations',
  'work',
  'add_tag',
  'remove_tag',
  'comments',
  'participants',
  '0',
  '-1',
  '999999999999',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  'x.xml',
  '',
];

/** Percent-encodes UTF-8 bytes (encodeURIComponent throws on the lone surrogates mutants carry). */
function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8'))
    out += /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

function mutateBytes(random: Random, body: Buffer, steps: string[]): Buffer {
  const bytes = Buffer.from(body);
  switch (random.int(0, 4)) {
    case 0: {
      for (let i = random.int(1, 8); i > 0 && bytes.length > 0; i--)
        bytes[random.int(0, bytes.length - 1)] = random.int(0, 255);
      steps.push('flipped bytes');
      return bytes;
    }
    case 1: {
      const at = random.int(0, bytes.length);
      steps.push('inserted bytes');
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from(Array.from({ length: random.int(1, 6) }, () => random.pick(NASTY_BYTES))),
        bytes.subarray(at),
      ]);
    }
    case 2:
      steps.push('truncated');
      return bytes.subarray(0, random.int(0, bytes.length));
    case 3: {
      const from = random.int(0, bytes.length);
      const to = random.int(from, Math.min(bytes.length, from + 40));
      steps.push('duplicated a range');
      return Buffer.concat([bytes.subarray(0, to), bytes.subarray(from, to), bytes.subarray(to)]);
    }
    default: {
      const from = random.int(0, bytes.length);
      steps.push('deleted a range');
      return Buffer.concat([
        bytes.subarray(0, from),
        bytes.subarray(Math.min(bytes.length, from + random.int(1, 30))),
      ]);
    }
  }
}

function mutateText(random: Random, text: string, steps: string[]): string {
  switch (random.int(0, 4)) {
    case 0: {
      // Replace one element's text (or one form value) with a hostile value.
      const values = [...text.matchAll(/>([^<>]*)</g), ...text.matchAll(/=([^&]*)/g)];
      if (values.length === 0) return text;
      const match = random.pick(values);
      const value = random.pick(NASTY_TEXT);
      steps.push(`value ${JSON.stringify(value.slice(0, 20))}`);
      const start = match.index + 1;
      return (
        text.slice(0, start) +
        (text.includes('=') && !text.includes('<') ? percentEncode(value) : value) +
        text.slice(start + match[1]!.length)
      );
    }
    case 1: {
      const elements = [...text.matchAll(/<([A-Za-z_][\w-]*)[^>]*>[^<]*<\/\1>/g)];
      if (elements.length === 0) return text;
      const element = random.pick(elements);
      steps.push(`duplicated <${element[1]}>`);
      return text.slice(0, element.index) + element[0] + element[0] + text.slice(element.index);
    }
    case 2: {
      const tags = [...text.matchAll(/<\/?[A-Za-z_][\w-]*/g)];
      if (tags.length === 0) return text;
      const tag = random.pick(tags);
      const replacement = random.pick([
        '<__proto__',
        '<constructor',
        '<x',
        '</y',
        '<',
        '<!DOCTYPE x',
        '<?xml',
        '<![CDATA[',
      ]);
      steps.push(`tag ${tag[0]} → ${replacement}`);
      return text.slice(0, tag.index) + replacement + text.slice(tag.index + tag[0].length);
    }
    case 3: {
      const depth = random.int(2, 60);
      steps.push(`wrapped in ${depth} levels`);
      const at = text.indexOf('>', text.indexOf('<', text.indexOf('?>') + 1)) + 1;
      return at <= 0
        ? text
        : `${text.slice(0, at)}${'<n>'.repeat(depth)}x${'</n>'.repeat(depth)}${text.slice(at)}`;
    }
    default:
      steps.push('appended junk');
      return `${text}${random.pick(['<extra/>', '&', '</company>', '\u0000', '<a>'.repeat(50)])}`;
  }
}

function mutateTarget(random: Random, target: string, steps: string[]): string {
  const [path = '', query] = target.split('?') as [string, string | undefined];
  if (random.chance(0.5)) {
    const segments = path.split('/');
    const index = random.int(2, Math.max(2, segments.length - 1));
    const replacement = random.pick(SEGMENTS);
    segments[index] =
      index === segments.length - 1 && !replacement.includes('.')
        ? `${replacement}.xml`
        : replacement;
    steps.push(`path segment ${index} → ${replacement}`);
    return segments.join('/') + (query === undefined ? '' : `?${query}`);
  }
  const name = random.pick(PARAMETERS);
  const value = random.pick(NASTY_TEXT).slice(0, 200);
  steps.push(`query ${name}=${JSON.stringify(value.slice(0, 20))}`);
  return `${path}?${query === undefined ? '' : `${query}&`}${percentEncode(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${percentEncode(value)}`;
}

export function mutate(random: Random, wire: WireRequest, token: string): Mutant {
  const mutant: Mutant = {
    method: wire.method,
    target: wire.target,
    headers: { ...wire.headers },
    body: wire.body,
    steps: [wire.file],
  };
  mutant.headers['authorization'] = basicAuthorization(token);
  for (let count = random.int(1, 3); count > 0; count--) {
    const roll = random.next();
    if (roll < 0.3) mutant.body = mutateBytes(random, mutant.body, mutant.steps);
    else if (roll < 0.65)
      mutant.body = Buffer.from(
        mutateText(random, mutant.body.toString('utf8'), mutant.steps),
        'utf8',
      );
    else if (roll < 0.8) mutant.target = mutateTarget(random, mutant.target, mutant.steps);
    else if (roll < 0.9) {
      mutant.headers['content-type'] = random.pick(CONTENT_TYPES);
      mutant.steps.push(`content-type ${mutant.headers['content-type']}`);
    } else if (roll < 0.95) {
      mutant.method = random.pick(METHODS);
      mutant.steps.push(`method ${mutant.method}`);
    } else {
      mutant.headers['authorization'] = random.pick([
        'Basic',
        'Basic !!',
        basicAuthorization(`${token}x`),
        'Bearer x',
      ]);
      mutant.steps.push('credentials mangled');
    }
  }
  if (mutant.headers['content-type'] === '') delete mutant.headers['content-type'];
  return mutant;
}
