import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Mantine components built on floating-ui or a modal layer (scroll lock, focus trap, portal):
 * the `overlay-libs` chunk of `vite.config.ts`, which only forms, menus and dialogs need.
 */
const overlayComponents = new Set([
  'Autocomplete',
  'Combobox',
  'Dialog',
  'Drawer',
  'HoverCard',
  'Menu',
  'Modal',
  'MultiSelect',
  'Popover',
  'Select',
  'TagsInput',
  'Tooltip',
  'useCombobox',
]);

/** Static imports (not `import type`, not `import()`) and the names taken from `@mantine/core`. */
const importStatement =
  /^\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/**
 * Whether a module of `src/` reaches none of `overlayComponents` through its static imports, so
 * a chunk of such modules never makes a screen download the overlays. Reads the sources
 * (`package.json`'s `#alias/*` imports and relative paths), memoised per build; a module that
 * cannot be read counts as reaching them, which only keeps it out of the shared chunk.
 */
export function overlayFreeModules(root: string): (file: string) => boolean {
  const aliases = Object.entries(
    (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        imports: Record<string, string>;
      }
    ).imports,
  );
  const verdicts = new Map<string, boolean>();

  const resolveLocal = (from: string, spec: string): string | undefined => {
    let candidates: string[];
    const alias = aliases.find(([key]) =>
      key.endsWith('/*') ? spec.startsWith(key.slice(0, -1)) : spec === key,
    );
    if (alias !== undefined) {
      const [key, target] = alias;
      const rest = key.endsWith('/*') ? spec.slice(key.length - 1) : '';
      const base = resolve(root, target.replace('*', rest));
      candidates = [base, base.replace(/\.ts$/, '.tsx')];
    } else if (spec.startsWith('.')) {
      const base = resolve(dirname(from), spec).replace(/\.js$/, '');
      candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.browser.ts`];
    } else return undefined;
    return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
  };

  const reachesOverlay = (file: string): boolean => {
    const known = verdicts.get(file);
    if (known !== undefined) return !known;
    verdicts.set(file, true); // a cycle back here adds nothing new
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      verdicts.set(file, false);
      return true;
    }
    let reaches = false;
    for (const [, typeOnly, names, spec] of text.matchAll(importStatement)) {
      if (typeOnly !== undefined || spec === undefined) continue;
      if (spec === '@mantine/core') {
        const taken = (names ?? '').replace(/[{}]/g, '').split(',');
        reaches = taken.some((name) => overlayComponents.has(name.trim().split(/\s+/)[0] ?? ''));
      } else {
        const local = resolveLocal(file, spec);
        reaches = local !== undefined && reachesOverlay(local);
      }
      if (reaches) break;
    }
    verdicts.set(file, !reaches);
    return reaches;
  };

  return (file) =>
    /[\\/]src[\\/].*\.tsx?$/.test(file) && !reachesOverlay(file.split('?')[0] ?? file);
}
