import { EARLY_SCREENS, SHELL_READS } from '../../scripts/build/earlyRequests';

/**
 * The reads the shell and the screen at an address make first, from the table index.html's early
 * script sends (scripts/build/earlyRequests.ts, checked against the console by
 * e2e/earlyRequests.spec.ts): the drawing sends them all at once, before it renders, instead of
 * one after another as the render reaches each (a record, then its related lists). Paths under
 * `/service`; none for the month's figures (their start is the browser's midnight), only the
 * shell's for an address with a query string.
 */
export function firstReadsOf(pathname: string, search: string): string[] {
  const shell = SHELL_READS.filter((url) => url.startsWith('/service/'));
  if (search !== '') return shell;
  const path = pathname.split('/').filter(Boolean);
  for (const [pattern, urls] of EARLY_SCREENS) {
    const id = matchedId(pattern.split('/').filter(Boolean), path);
    if (id === undefined) continue;
    const screen = urls
      .filter((url) => !url.includes('{monthStart}'))
      .map((url) => url.replace(/\{id\}/g, id ?? ''));
    return [...new Set([...shell, ...screen])];
  }
  return shell;
}

/** The record number a pattern takes from the path (null without `:id`); undefined: no match. */
function matchedId(pattern: readonly string[], path: readonly string[]): string | null | undefined {
  if (pattern.length !== path.length) return undefined;
  let id: string | null = null;
  for (const [index, part] of pattern.entries()) {
    const segment = path[index] ?? '';
    if (part === ':id') {
      if (!/^\d{1,15}$/.test(segment)) return undefined;
      id = String(Number(segment));
    } else if (part !== segment.toLowerCase()) return undefined;
  }
  return id;
}
