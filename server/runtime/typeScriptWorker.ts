import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread whose entry is a TypeScript file. The thread registers tsx's loader first (the
 * main thread may run under tsx or vitest, whose loaders a worker does not get), then imports
 * the entry. `entryPath` is a file path: a `new URL('./x.ts', import.meta.url)` beside the caller
 * would be rewritten into an http:// asset URL by Vite in console tests that start a service.
 */
export function startTypeScriptWorker(
  entryPath: string,
  options: Omit<WorkerOptions, 'eval'> = {},
): Worker {
  // require.resolve would answer the CommonJS build of tsx/esm/api: its ESM build sits beside it.
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  const entry = pathToFileURL(entryPath).href;
  const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(source, { ...options, eval: true });
}
