import type { Upstream } from './upstreams';

/**
 * Maps the upstream's `Location: {base_url}/service/…` to the proxy's own `/service/…`, so the
 * browser follows it through the proxy and never learns the upstream address. Anything that does
 * not point into the account's `/service` is dropped (undefined) rather than passed on.
 */
export function rewriteLocation(value: string, upstream: Upstream): string | undefined {
  let url: URL;
  try {
    url = new URL(value, `${upstream.origin}${upstream.basePath}/`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const prefix = `${upstream.basePath}/service/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  return `${url.pathname.slice(upstream.basePath.length)}${url.search}`;
}
