import { READY_TIMEOUT_MS } from '../observability/health';
import type { Upstream, UpstreamPool } from './upstreams';

/**
 * The proxy is ready when at least one upstream answers `GET {base_url}/readyz` below 500,
 * within 2 s: our service answers 200 when its database does (503 when not); a classic server
 * that has no such path answers 404, which still says it is up. No credentials are sent.
 */
export async function upstreamsAnswering(
  pool: UpstreamPool,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<{ answering: number; total: number }> {
  const results = await Promise.all(pool.upstreams.map((upstream) => answers(upstream, timeoutMs)));
  return { answering: results.filter(Boolean).length, total: results.length };
}

async function answers(upstream: Upstream, timeoutMs: number): Promise<boolean> {
  try {
    const { statusCode, body } = await upstream.dispatcher.request({
      method: 'GET',
      path: `${upstream.basePath}/readyz`,
      headers: { host: upstream.hostHeader, accept: 'text/plain' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer itself says nothing more; reading it to the end keeps the connection usable.
    await body.dump();
    return statusCode < 500;
  } catch {
    return false;
  }
}
