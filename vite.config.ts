import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { browserVariants } from './scripts/build/browserVariants.js';
import { earlyRequests } from './scripts/build/earlyRequests.js';
import { screenPreloads } from './scripts/build/screenPreloads.js';
import { scrollAreaRefs } from './scripts/build/scrollAreaRefs.js';
import { overlayFreeModules } from './scripts/build/overlayFree.js';
import { preactAliases } from './scripts/build/preactCompat.js';

const overlayFree = overlayFreeModules(fileURLToPath(new URL('.', import.meta.url)));
/** The import and snapshot screens' own modules (see `screens-shared` below). */
const DATA_TRANSFER = /[\\/]src[\\/]features[\\/]dataTransfer[\\/]/;

// The console is a static SPA. In development `server/dev.ts` runs Vite in middleware mode behind
// the real proxy (which adds the API token), so no dev-server proxy or credentials live here.
export default defineConfig({
  // screenPreloads: index.html preloads the chunks and styles of the screen its address shows
  // (with `screen-styles`, loaded beside every screen), so they download beside the shell.
  // browserVariants: `x.browser.ts` replaces `x.ts` in the console (the XML codec's parser).
  // earlyRequests: index.html sends the shell's and the first screen's reads itself, before any
  // module has arrived; the console's client takes those answers (src/api/client/earlyResponses.ts).
  plugins: [
    // React Fast Refresh cannot patch Preact's components (the runtime, below): an edit would be
    // taken and not shown. Without it, `npm run dev` reloads the page on an edit instead.
    react({ refreshExclude: /./ }),
    browserVariants(),
    earlyRequests(),
    scrollAreaRefs(),
    screenPreloads(fileURLToPath(new URL('.', import.meta.url)), 'screen-styles'),
  ],
  // The console's runtime is Preact behind React's names (scripts/build/preactCompat.ts).
  resolve: { alias: preactAliases() },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production builds: the proxy serves `dist/` as is, and `npm run dev` has its own.
    sourcemap: false,
    // `dist/.vite/manifest.json`: which files each screen's first visit loads, read by
    // `npm run bench:bundle` and by the first page's preloads. The proxy never serves dotfiles.
    manifest: true,
    // The first page's code is one chunk on purpose (below); `npm run bench:bundle` watches its size.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Left to itself, the bundler cuts what the screens share into the smallest pieces no
        // screen loads needlessly: 60 to 70 files per screen, most under 3 KB. A browser asks for
        // at most six at a time from one origin over HTTP/1.1, so a screen's first visit (and its
        // data requests, queued behind them) waited on rounds of tiny requests. Instead:
        // - everything the first page loads is one chunk (`shell`; what its entry imports);
        // - what four or more screens use goes into two chunks, libraries and the console's own
        //   code, cached for every later screen;
        // - the rest stays with the screens that use it.
        // A screen's first visit then takes 4 to 8 files (`npm run bench:bundle` prints them).
        codeSplitting: {
          // A group takes only the modules its test names, not everything they import: the
          // overlay family stays out of `screens-libs`, the overlay-free code out of `overlay-libs`.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // Mantine's styles beyond the shell's, loaded beside every screen and on-demand dialog:
            // a chunk of its own, not in `screens-shared`, which some screens do not load.
            {
              name: 'screen-styles',
              test: /[\\/]src[\\/]app[\\/]styles[\\/]screenStyles/,
              priority: 4,
            },
            {
              name: 'overlay-libs',
              test: /node_modules[\\/](@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tabbable|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|ComboboxPopover|Select|MultiSelect|TagsInput|Autocomplete|Popover|Menu|Modal|ModalBase|Tooltip|HoverCard|Drawer|Pill|PillsInput|FocusTrap|Portal|Overlay|Dialog|Affix)[\\/])/,
              minShareCount: 2,
              priority: 2.5,
            },
            { name: 'screens-libs', test: /node_modules/, minShareCount: 4, priority: 2 },
            // The import and snapshot screens load their engines and later steps on demand: their
            // shared modules reach four chunks without a fourth screen using them, and would then
            // be downloaded by every screen.
            {
              name: 'screens-shared',
              test: (id: string) => overlayFree(id) && !DATA_TRANSFER.test(id),
              minShareCount: 4,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
