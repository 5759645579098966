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

function answers(upstream: Upstream, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => req.destroy(new Error('timeout')), timeoutMs);
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      resolve(ok);
    };
    const req = upstream.request(
      {
        agent: upstream.agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: 'GET',
        path: `${upstream.basePath}/readyz`,
        headers: { host: upstream.hostHeader, accept: 'text/plain' },
        setHost: false,
      },
      (res) => {
        res.resume();
        done((res.statusCode ?? 500) < 500);
      },
    );
    req.on('error', () => done(false));
    req.end();
  });
}
