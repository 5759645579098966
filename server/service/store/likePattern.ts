/**
 * `%term%` for `LIKE … ESCAPE '\'`, with LIKE's wildcards (`%`, `_`) and the escape character
 * itself escaped, so a search for "100%" or "a_b" matches those characters literally. Shared by
 * both stores so that they match the same records.
 */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
