import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a static SPA. In development `server/dev.ts` runs Vite in middleware mode behind
// the real proxy (which adds the API token), so no dev-server proxy or credentials live here.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production builds: the proxy serves `dist/` as is, and `npm run dev` has its own.
    sourcemap: false,
  },
});
