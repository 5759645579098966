/**
 * `fn(arg)` as a script for the page (`page.evaluate`, `page.addInitScript({ content })`). tsx
 * compiles with esbuild's keepNames, which wraps named inner functions in a `__name(…)` helper
 * that exists only in Node: serialized as is, such a function throws in the page. The helper is
 * given here as the identity, so the function runs as written. `arg` goes through JSON.
 */
export function inPage<A>(fn: (arg: A) => unknown, arg: A): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}
