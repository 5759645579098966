import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { screenModules } from './screenModules.js';

/** A screen's route pattern (`/companies/:id`) and the files its first visit needs beyond index.html's. */
export type ScreenFiles = readonly [pattern: string, files: readonly string[]];

/**
 * The inline script index.html runs first: it matches the address against the screens' patterns
 * (as the router does: `:name` takes one segment, letters in any case, a trailing slash allowed)
 * and preloads that screen's chunks and stylesheets, so that they download beside the shell
 * instead of after it has run. A pattern that matches nothing preloads nothing. A page the proxy
 * drew (`data-first-screen`) is left alone: its head fetches the same files without compiling
 * them, as its code starts only after its first paint (server/proxy/firstScreen/codeAfterPaint.ts).
 */
export function preloadScript(screens: readonly ScreenFiles[]): string {
  return `(function () {
  if (document.documentElement.hasAttribute('data-first-screen')) return;
  var screens = ${JSON.stringify(screens)};
  var path = location.pathname.split('/').filter(Boolean);
  for (var i = 0; i < screens.length; i++) {
    var pattern = screens[i][0].split('/').filter(Boolean);
    if (pattern.length !== path.length) continue;
    for (var j = 0; j < pattern.length; j++)
      if (pattern[j].charAt(0) !== ':' && pattern[j].toLowerCase() !== path[j].toLowerCase()) break;
    if (j < pattern.length) continue;
    screens[i][1].forEach(function (file) {
      var link = document.createElement('link');
      if (/\\.css$/.test(file)) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.href = '/' + file;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    return;
  }
})();`;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * `modulepreload` for the likely chunks: a Vite plugin (build only) that writes `preloadScript`
 * into index.html with, per screen of `src/app/screens.ts`, the files its first visit loads that
 * index.html does not: the screen's chunk, the chunks it imports, `besideEveryScreen` (a chunk
 * name: what screens.ts loads beside each screen) and their stylesheets.
 */
export function screenPreloads(projectRoot: string, besideEveryScreen: string): Plugin {
  let written: readonly ScreenFiles[] = [];
  return {
    name: 'crm-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (bundle === undefined) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is BundleChunk & (typeof bundle)[string] => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const beside = chunks.find((chunk) => chunk.name === besideEveryScreen);
        if (entry === undefined || beside === undefined)
          throw new Error(`screenPreloads: no entry or no chunk named "${besideEveryScreen}"`);
        const inHtml = new Set<string>();
        collect(entry, byFile, inHtml);
        const source = readFileSync(join(projectRoot, 'src/app/screens.ts'), 'utf8');
        const screens = screenModules(source).map(({ address, src }): ScreenFiles => {
          const screen = chunks.find((chunk) => chunk.facadeModuleId === join(projectRoot, src));
          if (screen === undefined) throw new Error(`screenPreloads: no chunk of ${src}`);
          const files = new Set<string>();
          collect(screen, byFile, files);
          collect(beside, byFile, files);
          return [address, [...files].filter((file) => !inHtml.has(file))];
        });
        written = screens;
        return html.replace(
          /<script type="module"/,
          `<script>${preloadScript(screens)}</script>\n    <script type="module"`,
        );
      },
    },
    // The same table for the proxy, which links a screen's stylesheets from the page it draws on
    // the server (server/proxy/firstScreen/): `.vite/` is never served.
    writeBundle(options) {
      if (options.dir === undefined || written.length === 0) return;
      mkdirSync(join(options.dir, '.vite'), { recursive: true });
      writeFileSync(join(options.dir, '.vite', FIRST_SCREENS_FILE), JSON.stringify(written));
    },
  };
}

/** Under the build's `.vite/`: each screen's pattern and the files its first visit loads. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/** `chunk`'s file, its stylesheets and those of every chunk it imports statically, transitively. */
function collect(chunk: BundleChunk, byFile: Map<string, BundleChunk>, into: Set<string>): void {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next !== undefined) collect(next, byFile, into);
  }
}
