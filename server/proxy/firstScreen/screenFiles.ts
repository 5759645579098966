import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A screen's route pattern (`/companies/:id`) and the files its first visit loads beyond index.html's. */
type ScreenFiles = readonly [pattern: string, files: readonly string[]];

/** What a page drawn on the server links in its head for the screen it shows. */
export interface FirstScreenFiles {
  /** Render-blocking, as on a static page: the screen is drawn with them. */
  stylesheets: readonly string[];
  /** Fetched beside the shell, not after it. */
  modules: readonly string[];
}

/** Written by the build (scripts/build/screenPreloads.ts) under `dist/.vite/`. */
const FIRST_SCREENS_FILE = join('.vite', 'first-screens.json');

/**
 * The screens' files as the build wrote them, matched as index.html's preload script and the
 * router match an address: `:name` takes one segment, other segments compare in any case.
 */
export async function loadScreenFiles(
  distDir: string,
): Promise<(pathname: string) => FirstScreenFiles | undefined> {
  const screens = parseScreens(await readFile(join(distDir, FIRST_SCREENS_FILE), 'utf8'));
  return (pathname) => {
    const path = pathname.split('/').filter(Boolean);
    const found = screens.find(([pattern]) => matches(pattern, path));
    if (found === undefined) return undefined;
    const files = found[1].map((file) => `/${file}`);
    return {
      stylesheets: files.filter((file) => file.endsWith('.css')),
      modules: files.filter((file) => file.endsWith('.js')),
    };
  };
}

function parseScreens(text: string): ScreenFiles[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error(`${FIRST_SCREENS_FILE} is not a list`);
  return parsed.map((entry: unknown): ScreenFiles => {
    if (
      !Array.isArray(entry) ||
      typeof entry[0] !== 'string' ||
      !Array.isArray(entry[1]) ||
      !entry[1].every((file: unknown) => typeof file === 'string' && /^assets\/[\w.-]+$/.test(file))
    )
      throw new Error(`${FIRST_SCREENS_FILE} holds an entry that is not [pattern, files]`);
    return [entry[0], entry[1] as string[]];
  });
}

function matches(pattern: string, path: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== path.length) return false;
  return parts.every(
    (part, index) => part.startsWith(':') || part.toLowerCase() === path[index]?.toLowerCase(),
  );
}
