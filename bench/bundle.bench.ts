import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { screenModules } from '../scripts/build/screenModules';
import { measureDrawnPages, type DrawnPage } from './bundle/drawnPages';
import { blockingStylesheets, chunkNamed, firstVisit, type Manifest } from './bundle/firstVisit';

/**
 * `npm run bench:bundle`: the JavaScript a browser must fetch before the console's first screen —
 * `dist/index.html`'s module script plus its `modulepreload` links — gzipped at level 9, as a proxy
 * serving them compressed would send them. Builds first (`vite build`) unless BUNDLE_USE_DIST=1 and
 * `dist/` exists. Then, per screen of `src/app/screens.ts`, the whole first visit read from the
 * build manifest: the shell, the screen's chunk and the chunks they import (JavaScript, goal
 * ≤ 180 KB in all), the stylesheets index.html links (render-blocking, goal ≤ 20 KB) and those
 * loaded with the screen's chunks.
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(projectRoot, 'dist');
const GOAL_KB = 180;
const CSS_GOAL_KB = 20;

const out = (line: string): void => void process.stdout.write(`${line}\n`);

/** The paths of the module script and modulepreload links of a built index.html, in order. */
export function initialScripts(html: string): string[] {
  const paths: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module["']?/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload["']?/i.test(tag);
    if (!isModuleScript && !isPreload) continue;
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if (url !== undefined && !paths.includes(url)) paths.push(url);
  }
  return paths;
}

/** The screens whose first visit is reported: the chunks named after their page components. */
const SCREENS = ['HomePage', 'PipelinePage', 'CompaniesListPage', 'DealsListPage', 'TodosListPage'];

/** `assets/x.js` and every chunk it imports statically, transitively (as the preload helper asks for them). */
function chunkClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const [, imported] of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g))
    chunkClosure(imported!, seen);
  return seen;
}

const gzipKb = (file: string): number =>
  gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length / 1024;

/** Gzipped size of files named from `dist/` (`assets/x.js`), in KB. */
const totalKb = (files: string[]): number =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  ) / 1024;

const verdict = (kb: number, goal: number): string =>
  `goal ≤ ${goal} KB: ${kb <= goal ? 'met' : 'NOT met'}`;

/** The chunk `src/app/screens.ts` loads beside every screen's (Mantine's styles beyond the shell's). */
const BESIDE_EVERY_SCREEN = 'screen-styles';

/** One line per screen: everything its first visit downloads, against the goals. */
function printFirstVisits(
  html: string,
  screens: ReturnType<typeof screenModules>,
  drawn: Map<string, DrawnPage | null>,
): void {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/.vite/manifest.json is missing: rebuild');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const blocking = blockingStylesheets(html);
  for (const { address, src } of screens) {
    const visit = firstVisit(manifest, [src, chunkNamed(manifest, BESIDE_EVERY_SCREEN)], blocking);
    const js = totalKb(visit.scripts);
    const css = totalKb(visit.blockingCss);
    const withScreen = totalKb(visit.screenCss);
    const page = drawn.get(address) ?? null;
    out(
      `first visit ${address}: JavaScript ${js.toFixed(1)} KB gzip in ${visit.scripts.length} files ` +
        `(${verdict(js, GOAL_KB)}); render-blocking CSS ${css.toFixed(1)} KB gzip ` +
        `(${verdict(css, CSS_GOAL_KB)}), ${withScreen.toFixed(1)} KB more with the screen; ` +
        (page === null
          ? 'not drawn by the proxy'
          : `${page.drawn ? 'drawn by the proxy' : 'not drawn in time by the proxy'} ` +
            `${page.blockingKb.toFixed(1)} KB render-blocking, ` +
            `${page.inlineKb.toFixed(1)} KB of it inline (${verdict(page.blockingKb, CSS_GOAL_KB)})`),
    );
  }
}

async function main(): Promise<void> {
  if (process.env.BUNDLE_USE_DIST !== '1' || !existsSync(join(dist, 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  }
  // Pages drawn by the proxy carry the styles their elements use and link the sheets without
  // waiting for them: what blocks their paint depends on what is drawn, so it is measured on the
  // demo data, from the product's own pages. First: starting it may build the console again.
  const screens = screenModules(readFileSync(join(projectRoot, 'src/app/screens.ts'), 'utf8'));
  const drawn = await measureDrawnPages(screens.map((screen) => screen.address));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = initialScripts(html);
  if (scripts.length === 0) throw new Error('dist/index.html has no module script');
  let total = 0;
  for (const url of scripts) {
    const file = join(dist, url.replace(/^\//, ''));
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    total += size;
    out(`  ${url}: ${(size / 1024).toFixed(1)} KB gzip`);
  }
  const kb = total / 1024;
  out(
    `initial JavaScript: ${kb.toFixed(1)} KB gzip (goal ≤ ${GOAL_KB} KB: ${kb <= GOAL_KB ? 'met' : 'NOT met'})`,
  );
  // A browser asks for at most six files at a time from one origin (HTTP/1.1): the number of
  // files a screen's first visit fetches after the shell counts as much as their size.
  const shell = new Set(
    scripts.flatMap((url) => [...chunkClosure(url.replace(/^\/assets\//, ''))]),
  );
  const assets = readdirSync(join(dist, 'assets'));
  for (const screen of SCREENS) {
    const chunk = assets.find((file) => file.startsWith(`${screen}-`) && file.endsWith('.js'));
    if (chunk === undefined) throw new Error(`no chunk of ${screen} in dist/assets`);
    const extra = [...chunkClosure(chunk)].filter((file) => !shell.has(file));
    const size = extra.reduce((sum, file) => sum + gzipKb(file), 0);
    out(`  first visit of ${screen}: ${extra.length} more files, ${size.toFixed(1)} KB gzip`);
  }
  printFirstVisits(html, screens, drawn);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
