import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../http/logger';

/**
 * `npm start` serves the built console; it builds it first when `dist/index.html` is missing or
 * older than any source it is made from, so a fresh clone or an edited screen never shows a stale
 * or empty page. `scripts/build` holds the build's own plugins (what index.html sends early, its
 * preloads): a change there changes the page too.
 */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'scripts/build',
];

export type BuildConsole = (root: string) => Promise<void>;

/**
 * Vite's own build, in this process: no extra toolchain start-up, and its errors surface here.
 * The console, then its server copy (vite.ssr.config.ts), with which the proxy draws a page's
 * first screen.
 */
export const viteBuild: BuildConsole = async (root) => {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
  await build({ root, logLevel: 'warn', configFile: join(root, 'vite.ssr.config.ts') });
};

/** Newest modification time among the console's sources (0 when there are none). */
export function newestSourceTime(root: string): number {
  let newest = 0;
  const visit = (path: string): void => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const source of SOURCES) visit(join(root, source));
  return newest;
}

/** The files a build makes last of each part: the console's page and its server copy. */
const BUILT = [join('dist', 'index.html'), join('dist-ssr', 'renderFirstScreen.js')];

export function consoleNeedsBuild(root: string): boolean {
  const newest = newestSourceTime(root);
  return BUILT.some((file) => {
    const built = statSync(join(root, file), { throwIfNoEntry: false });
    return built === undefined || built.mtimeMs < newest;
  });
}

/** Builds the console when needed; returns whether it did. */
export async function ensureConsoleBuilt(
  root: string,
  log: Logger,
  build: BuildConsole = viteBuild,
): Promise<boolean> {
  if (!consoleNeedsBuild(root)) return false;
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`Cannot build the console: ${join(root, 'index.html')} is missing`);
  log.info('building the console (dist/ is missing or older than its sources)');
  const started = Date.now();
  await build(root);
  log.info('console built', { ms: Date.now() - started });
  return true;
}
