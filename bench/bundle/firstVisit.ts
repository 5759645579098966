/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a module's, or a group's of vite.config.ts (`screen-styles`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** What a first visit of one screen downloads before the screen can show: its files, by kind. */
export interface FirstVisit {
  /** The shell's chunk, the screen's chunk and every chunk they import statically. */
  scripts: string[];
  /** The stylesheets `index.html` links: the browser paints nothing before they are in. */
  blockingCss: string[];
  /** The stylesheets of those chunks that index.html does not link (loaded with the screen's chunk). */
  screenCss: string[];
}

/** The manifest keys of `key` and every chunk it imports statically, transitively, in load order. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`the build manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/**
 * The first visit of a screen: the shell, then `modules` (manifest keys such as
 * `src/features/home/HomePage.tsx`: the screen's module and what is loaded beside it), each with
 * what it imports. `blockingCss` is what `index.html` links (as served, `/assets/…`).
 */
export function firstVisit(
  manifest: Manifest,
  modules: string[],
  blockingCss: string[],
): FirstVisit {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true);
  if (entryKey === undefined) throw new Error('the build manifest has no entry');
  const keys = new Set<string>();
  staticClosure(manifest, entryKey, keys);
  for (const module of modules) staticClosure(manifest, module, keys);
  const chunks = [...keys].map((key) => manifest[key]!);
  const blocking = new Set(blockingCss.map((url) => url.replace(/^\//, '')));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return {
    scripts: chunks.map((chunk) => chunk.file),
    blockingCss: [...blocking],
    screenCss: css.filter((file) => !blocking.has(file)),
  };
}

/** The manifest key of the chunk named `name` (a group of vite.config.ts's codeSplitting). */
export function chunkNamed(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name);
  if (key === undefined) throw new Error(`the build manifest has no chunk named "${name}"`);
  return key;
}

/** The `href`s of a built index.html's stylesheet links, in order. */
export function blockingStylesheets(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?stylesheet["']?/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href !== undefined && !hrefs.includes(href)) hrefs.push(href);
  }
  return hrefs;
}
