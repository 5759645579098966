import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { classesIn, criticalCss, parseSheet, type ParsedSheet } from './criticalCss';

/** The inline styles of drawn pages, from the build's stylesheets (each read and parsed once). */
export interface PageStyles {
  /** The rules of `stylesheets` (`/assets/x.css`, in order) that can apply to `html`. */
  criticalFor: (stylesheets: readonly string[], html: string) => Promise<string>;
}

/** Only the build's own files: a name from first-screens.json or index.html, never a path. */
const ASSET = /^\/assets\/[\w.-]+\.css$/;

export function createPageStyles(distDir: string): PageStyles {
  const sheets = new Map<string, Promise<ParsedSheet>>();
  const sheet = (href: string): Promise<ParsedSheet> => {
    let parsed = sheets.get(href);
    if (parsed === undefined) {
      if (!ASSET.test(href))
        return Promise.reject(new Error(`not a stylesheet of the build: ${href}`));
      parsed = readFile(join(distDir, href), 'utf8').then(parseSheet);
      // A failed read is tried again by the next page, not remembered.
      parsed.catch(() => sheets.delete(href));
      sheets.set(href, parsed);
    }
    return parsed;
  };
  return {
    criticalFor: async (stylesheets, html) =>
      criticalCss(await Promise.all(stylesheets.map(sheet)), classesIn(html)),
  };
}
