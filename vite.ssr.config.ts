import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preactAliases } from './scripts/build/preactCompat.js';
import { scrollAreaRefs } from './scripts/build/scrollAreaRefs.js';

/**
 * The server's copy of the console (`dist-ssr/`): the same components, built for Node, with which
 * the proxy draws a page's first screen into its HTML (src/ssr/renderFirstScreen.tsx). Everything
 * is bundled (`noExternal`): the libraries must render with Preact behind React's names, as in the
 * browser, and Node would otherwise hand them React itself.
 */
export default defineConfig({
  plugins: [react({ refreshExclude: /./ }), scrollAreaRefs()],
  resolve: { alias: preactAliases() },
  ssr: { noExternal: true, resolve: { conditions: ['node', 'import', 'production'] } },
  // Production builds of the libraries (no development checks), as in the browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/renderFirstScreen.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { codeSplitting: false } },
  },
});
