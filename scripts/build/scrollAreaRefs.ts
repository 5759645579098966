import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's ScrollArea module, the one importer whose `@floating-ui/react` import is replaced. */
const scrollAreaModule =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/** The replacement: the same `useMergeRefs` on Mantine's own ref merging. */
export const scrollAreaRefsShim = fileURLToPath(
  new URL('../../src/app/scrollAreaRefs.ts', import.meta.url),
);

/**
 * Mantine's ScrollArea takes one helper, `useMergeRefs`, from `@floating-ui/react`, and every
 * `Table` brings ScrollArea (`Table.ScrollContainer` is attached to it). That one import made every
 * screen with a table download floating-ui (≈ 15 KB gzip with its dom/core layers), which only the
 * popovers, menus, selects and dialogs use. In the console's build ScrollArea gets the same helper
 * from `src/app/scrollAreaRefs.ts` instead; floating-ui then loads with the overlays only.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || importer === undefined) return null;
      return scrollAreaModule.test(importer) ? scrollAreaRefsShim : null;
    },
  };
}
