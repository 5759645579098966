import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench:bundle`: the JavaScript a browser must fetch before the console's first screen —
 * `dist/index.html`'s module script plus its `modulepreload` links — gzipped at level 9, as a proxy
 * serving them compressed would send them. Builds first (`vite build`) unless BUNDLE_USE_DIST=1 and
 * `dist/` exists. Goal: ≤ 180 KB.
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(projectRoot, 'dist');
const GOAL_KB = 180;

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

function main(): void {
  if (process.env.BUNDLE_USE_DIST !== '1' || !existsSync(join(dist, 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
  }
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
}

main();
