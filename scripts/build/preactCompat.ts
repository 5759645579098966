import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The console runs on Preact with its React compatibility layer instead of react-dom: the same
 * components, hooks and libraries (Mantine, react-router, react-query, dnd-kit), 57 KB gzip less
 * JavaScript on every first visit (react-dom alone is 63 KB of the 174 KB shell). The measurements
 * and what the layer lacks: docs/architecture.md, "The runtime".
 *
 * `react` maps to a small module of ours that adds what the compatibility layer lacks and a
 * library imports (`src/app/preact/react.ts`); the rest map to Preact's own entry points.
 */
export function preactAliases(): Alias[] {
  const react = fileURLToPath(new URL('../../src/app/preact/react.ts', import.meta.url));
  return [
    { find: /^react$/, replacement: react },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  ];
}

/**
 * The libraries that import React. Vitest hands node_modules to Node as they are, where the
 * aliases above do not apply, so these are run through Vite (inlined) for the tests to render with
 * the same runtime as the console.
 */
export const reactLibraries = [
  /[\\/]node_modules[\\/]@mantine[\\/]/,
  /[\\/]node_modules[\\/]@testing-library[\\/]react[\\/]/,
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-/,
  /[\\/]node_modules[\\/]@dnd-kit[\\/]/,
  /[\\/]node_modules[\\/]@floating-ui[\\/]react/,
  /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
  /[\\/]node_modules[\\/]react-(number-format|remove-scroll|remove-scroll-bar|style-singleton|transition-group)[\\/]/,
  /[\\/]node_modules[\\/]use-(callback-ref|sidecar)[\\/]/,
];
