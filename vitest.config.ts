import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { browserVariants } from './scripts/build/browserVariants';
import { preactAliases, reactLibraries } from './scripts/build/preactCompat';

// Unit and in-process tests: server code runs in node, console components in jsdom
// (selected per file with a `// @vitest-environment jsdom` comment). The XML codec's tests run a
// second time with the console's browser variants (`scripts/build/browserVariants.ts`: the
// browser's own XML parser instead of fast-xml-parser; jsdom's DOMParser here).
export default defineConfig({
  // Components render with the console's own runtime, Preact (scripts/build/preactCompat.ts). The
  // libraries that import React must then be their ES builds, since an alias does not reach a
  // CommonJS `require('react')`: `module` before `main` (Testing Library, the icons), and
  // react-router's, whose `node` export is CommonJS.
  resolve: {
    mainFields: ['module', 'main'],
    alias: [
      ...preactAliases(),
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  test: {
    server: { deps: { inline: reactLibraries } },
    testTimeout: 20_000,
    hookTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'faults/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The browser reader's own tests run only where it is the codec's (below).
          exclude: ['src/**/*.browser.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [browserVariants()],
        test: {
          name: 'xml-browser',
          include: ['src/xml/**/*.test.ts'],
          // Which field names the service's reader (Node's) cannot carry: not the console's concern.
          exclude: ['src/xml/superTagNames.test.ts'],
          environment: 'node',
          setupFiles: ['./src/xml/testing/browserParser.setup.ts'],
        },
      },
    ],
  },
});
