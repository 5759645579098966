const TRIGRAM_LENGTH = 3;

/** Whether the FTS5 trigram index can look the term up (3+ code points); shorter ones use LIKE alone. */
export const usesTrigrams = (term: string): boolean => [...term].length >= TRIGRAM_LENGTH;

/** One FTS5 phrase with quotes doubled: operators, column filters and `*` in user input stay literal. */
export const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/**
 * The term's trigrams at 0, 3, 6, … and the last one, each an FTS5 phrase of its own: their AND
 * matches a superset of the term's rows (LIKE keeps the exact ones) that reads a third of the
 * doclists a phrase of every trigram reads, and none of their positions.
 */
export function ftsTrigramTokens(term: string): string[] {
  const chars = [...term];
  const last = chars.length - TRIGRAM_LENGTH;
  const trigramAt = (start: number) => chars.slice(start, start + TRIGRAM_LENGTH).join('');
  const trigrams = new Set<string>();
  for (let start = 0; start < last; start += TRIGRAM_LENGTH) trigrams.add(trigramAt(start));
  trigrams.add(trigramAt(last));
  return [...trigrams].map(ftsPhrase);
}
