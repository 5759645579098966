/**
 * When two company or person names mean the same record (issue 32): case, accents, punctuation,
 * "&" against "and", and a legal form at the end ("Northwind Traders Ltd." is "Northwind
 * Traders GmbH") do not tell records apart. Used to warn before creating a duplicate.
 */

/**
 * Legal forms that end a company's name, as the words they become once normalised ("S.A.R.L." →
 * "sarl", "Pty Ltd" → "pty", "ltd"): English, German, French, Spanish, Italian, Dutch, Nordic.
 * Removed from the end only, repeatedly ("Acme Holdings Pty Ltd" → "acme holdings").
 */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'plc',
  'pty',
  'pte',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'gbr',
  'ev',
  'kgaa',
  'se',
  'sarl',
  'sas',
  'sasu',
  'sa',
  'sca',
  'eurl',
  'sl',
  'slu',
  'srl',
  'spa',
  'bv',
  'nv',
  'vof',
  'ab',
  'as',
  'asa',
  'oy',
  'oyj',
  'aps',
]);

/** "Café  Müller & Söhne" → ["cafe", "muller", "and", "sohne"]. */
function words(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      // "S.A.R.L." and "G.m.b.H." are one word each once their dots go.
      .replace(/\b(\w)\.(?=\w\.)/g, '$1')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter((word) => word !== '')
  );
}

/** A company's name with what does not tell companies apart removed ('' when nothing is left). */
export function companyNameKey(name: string): string {
  const list = words(name);
  // Keep at least one word: a company called "AG" is still "ag".
  while (list.length > 1 && LEGAL_FORMS.has(list[list.length - 1]!)) list.pop();
  return list.join(' ');
}

/** A person's full name, compared as a company's is but without legal forms. */
export function personNameKey(name: string): string {
  return words(name).join(' ');
}

/**
 * The words of a name to search the service with (its name search matches a substring, with
 * accents as written): the longest words that are not a legal form, at most three, so
 * "Northwind Traders Ltd" finds "Northwind Traders GmbH" and "Jose García" finds "José García".
 */
export function searchWordsOf(name: string): string[] {
  const parts = [...new Set(name.split(/[\s,.&()/-]+/).filter((part) => part.length >= 2))];
  const meaningful = parts.filter((part) => !LEGAL_FORMS.has(part.toLowerCase()));
  const pool = meaningful.length > 0 ? meaningful : parts;
  return [...pool].sort((a, b) => b.length - a.length).slice(0, 3);
}
