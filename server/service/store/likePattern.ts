/** `%term%` for `LIKE … ESCAPE '\'` (`%`, `_`, `\` escaped), the same on both databases. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
