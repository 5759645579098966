/** Shortest term an FTS5 trigram index can answer; shorter ones fall back to LIKE alone. */
const TRIGRAM_LENGTH = 3;

/** Whether the trigram index can look the term up (3 characters or more, counted as code points). */
export const usesTrigrams = (term: string): boolean => [...term].length >= TRIGRAM_LENGTH;

/** One FTS5 phrase with quotes doubled: operators, column filters and `*` in user input stay literal. */
export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}
