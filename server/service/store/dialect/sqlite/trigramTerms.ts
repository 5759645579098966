const TRIGRAM_LENGTH = 3;

/**
 * The most trigram tokens one term is looked up by. FTS5 reads every token's row list of an AND, so
 * the cost grows with the tokens (at 10,000 names sharing every trigram: 4 tokens 3 ms, 16 tokens
 * 26–170 ms); a capped term (255 characters: up to 85 tokens) keeps this many, spread over it.
 * Fewer tokens match a superset: the exact check after them keeps the right rows.
 */
export const MAX_TRIGRAM_TOKENS = 6;

/** Whether the FTS5 trigram index can look the term up (3+ code points); shorter ones use LIKE alone. */
export const usesTrigrams = (term: string): boolean => [...term].length >= TRIGRAM_LENGTH;

/** One FTS5 phrase with quotes doubled: operators, column filters and `*` in user input stay literal. */
export const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/**
 * The term's trigrams at 0, 3, 6, … and the last one, each once and each an FTS5 phrase of its own:
 * their AND matches a superset of the term's rows (an exact check keeps the right ones) that reads
 * a third of the doclists a phrase of every trigram reads, and none of their positions. At most
 * MAX_TRIGRAM_TOKENS of them, the first and last included, evenly spread.
 */
export function ftsTrigramTokens(term: string): string[] {
  const chars = [...term];
  const last = chars.length - TRIGRAM_LENGTH;
  const trigramAt = (start: number) => chars.slice(start, start + TRIGRAM_LENGTH).join('');
  const trigrams = new Set<string>();
  for (let start = 0; start < last; start += TRIGRAM_LENGTH) trigrams.add(trigramAt(start));
  trigrams.add(trigramAt(last));
  const distinct = [...trigrams];
  if (distinct.length <= MAX_TRIGRAM_TOKENS) return distinct.map(ftsPhrase);
  const step = (distinct.length - 1) / (MAX_TRIGRAM_TOKENS - 1);
  return Array.from({ length: MAX_TRIGRAM_TOKENS }, (_, i) =>
    ftsPhrase(distinct[Math.round(i * step)]!),
  );
}
