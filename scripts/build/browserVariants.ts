import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** `src/xml/xmlNodes.ts` → `src/xml/xmlNodes.browser.ts`: the sibling a browser build uses instead. */
export function browserVariantOf(file: string): string | undefined {
  if (!/[\\/]src[\\/].*\.ts$/.test(file) || file.endsWith('.browser.ts')) return undefined;
  const variant = file.replace(/\.ts$/, '.browser.ts');
  return existsSync(variant) ? variant : undefined;
}

/**
 * The console's build (and `npm run dev`) takes `x.browser.ts` wherever a module of `src/` imports
 * `x.ts` and that sibling exists: one API, two implementations, e.g. the XML codec reads documents
 * with the browser's own parser in the console and with fast-xml-parser in Node
 * (`src/xml/xmlNodes.ts`). Node (the servers, tsx, vitest's node tests) never sees the variant;
 * vitest runs the codec's tests against both (`vitest.config.ts`).
 */
export function browserVariants(): Plugin {
  return {
    name: 'browser-variants',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || importer.endsWith('.browser.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external) return resolved;
      return browserVariantOf(resolved.id) ?? resolved;
    },
  };
}
