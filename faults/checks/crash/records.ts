import { childText, parseXml } from '#xml/tree';
import { escapeXml } from '#xml/writer';
import type { Random } from '#server/service/seed/prng';

/**
 * The two kinds of record the crash check writes (companies and deals live in different tables
 * and stores), with field values that would show any damage: XML-special and non-ASCII
 * characters, multi-line text, and sizes from empty to several database pages.
 */
export type Fields = Record<string, string>;

export interface RecordKind {
  collection: 'companies' | 'deals';
  /** Fresh field values; `label` makes them unique and traceable to the client that wrote them. */
  fields(random: Random, label: string): Fields;
  body(fields: Fields): string;
  /** The fields as the service shows them. */
  read(xml: string): Fields;
}

const SPICE = ['<&>', '"quoted"', "it's", 'é', 'ß', '✓', '日本', '🙂', 'tab\there', '&amp;'];

function text(random: Random, maxLength: number): string {
  const length = random.int(0, maxLength);
  let out = '';
  while (out.length < length) {
    out += random.chance(0.2)
      ? random.pick(SPICE)
      : random.chance(0.1)
        ? '\n'
        : String.fromCharCode(random.int(97, 122));
  }
  // No leading/trailing whitespace: names are trimmed, and the check compares exact text.
  return out.trim();
}

function element(root: string, fields: Fields): string {
  return `<?xml version="1.0" encoding="UTF-8"?><${root}>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')}</${root}>`;
}

function readFields(xml: string, names: readonly string[]): Fields {
  const root = parseXml(xml);
  const fields: Fields = {};
  for (const name of names) fields[name] = childText(root, name) ?? '';
  return fields;
}

export const COMPANIES: RecordKind = {
  collection: 'companies',
  fields: (random, label) => ({
    name: `Crash ${label} ${text(random, 40)}`.trim(),
    notes: text(random, random.chance(0.1) ? 6000 : 300),
  }),
  body: (fields) => element('company', fields),
  read: (xml) => readFields(xml, ['name', 'notes']),
};

export const DEALS: RecordKind = {
  collection: 'deals',
  fields: (random, label) => ({
    title: `Deal ${label} ${text(random, 40)}`.trim(),
    description: text(random, random.chance(0.1) ? 6000 : 300),
    amount: `${random.int(0, 999_999)}.${String(random.int(0, 99)).padStart(2, '0')}`,
  }),
  body: (fields) => element('deal', fields),
  read: (xml) => readFields(xml, ['title', 'description', 'amount']),
};

export function sameFields(a: Fields, b: Fields): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** First differing field, for a failure message. */
export function difference(expected: Fields, actual: Fields): string {
  for (const key of Object.keys(expected)) {
    if (expected[key] !== actual[key])
      return `${key}: expected ${JSON.stringify(expected[key]?.slice(0, 60))}, found ${JSON.stringify(actual[key]?.slice(0, 60))}`;
  }
  return 'no difference';
}
