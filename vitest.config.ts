import { defineConfig } from 'vitest/config';

// Unit and in-process tests: server code runs in node, console components in jsdom
// (selected per file with a `// @vitest-environment jsdom` comment).
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'faults/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
    setupFiles: ['./vitest.setup.ts'],
  },
});
