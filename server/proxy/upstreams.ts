import { Pool, type Dispatcher } from 'undici';

/**
 * The upstream addresses (`{base_url}`s) and their connection pools. Requests are spread round-robin;
 * an upstream that refused a connection is skipped for a few seconds (GETs fail over to the next
 * one; writes are never retried). When every upstream is marked down, the next one is tried anyway:
 * refusing without trying would only stretch an outage.
 *
 * Each upstream's connections are an undici `Pool`: its client costs about 20 µs less CPU per
 * request than `node:http`'s `http.request` over a keep-alive agent (measured; see docs/architecture.md).
 */
export interface Upstream {
  /** `https://host:port` — only ever compared, never shown to the browser. */
  readonly origin: string;
  /** Path prefix of `{base_url}` without a trailing slash ('' for none). */
  readonly basePath: string;
  /** Host header value (`host[:port]`). */
  readonly hostHeader: string;
  /** Keep-alive connections to this upstream (or the embedded service's port). */
  readonly dispatcher: Dispatcher;
  /**
   * True from the moment a new connection is made until the request that opened it is written
   * (undici writes it in the same tick): the forwarder reads it to tell a fresh connection from a
   * reused one, since only a reused one can be a kept-alive socket the upstream has just closed.
   */
  freshConnection: boolean;
  downUntil: number;
}

export interface UpstreamPool {
  readonly upstreams: readonly Upstream[];
  /** The next upstream to use, skipping those marked down and `exclude`; undefined if none is left. */
  pick(exclude?: Upstream): Upstream | undefined;
  markDown(upstream: Upstream): void;
  close(): void;
}

const DOWN_FOR_MS = 5_000;

/**
 * Enough parallel upstream connections for a busy console; sockets stay warm between requests
 * (idle ones close after 4 s, or earlier when the upstream's Keep-Alive hint says so). The
 * forwarder times the upstream itself (headers, then the body), so undici's own timers are off.
 */
const POOL_OPTIONS: Pool.Options = {
  connections: 64,
  headersTimeout: 0,
  bodyTimeout: 0,
};

/** `dispatcher`: the way to a single upstream other than HTTP connections (see ProxyOptions). */
export function createUpstreamPool(bases: readonly URL[], dispatcher?: Dispatcher): UpstreamPool {
  if (bases.length === 0) throw new Error('At least one upstream address is needed');
  if (dispatcher !== undefined && bases.length !== 1)
    throw new Error('A dispatcher of its own serves exactly one upstream');
  const upstreams = bases.map((base) => toUpstream(base, dispatcher));
  let next = 0;
  return {
    upstreams,
    pick(exclude) {
      const now = Date.now();
      for (let i = 0; i < upstreams.length; i++) {
        const candidate = upstreams[(next + i) % upstreams.length]!;
        if (candidate === exclude || candidate.downUntil > now) continue;
        next = (next + i + 1) % upstreams.length;
        return candidate;
      }
      if (exclude !== undefined) return undefined;
      const fallback = upstreams[next]!;
      next = (next + 1) % upstreams.length;
      return fallback;
    },
    markDown(upstream) {
      upstream.downUntil = Date.now() + DOWN_FOR_MS;
    },
    close() {
      // Closing sockets cannot fail in a way anyone could act on after shutdown.
      for (const upstream of upstreams) upstream.dispatcher.destroy().catch(() => undefined);
    },
  };
}

function toUpstream(base: URL, dispatcher: Dispatcher | undefined): Upstream {
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new Error('Upstream addresses must be http or https');
  const upstream: Upstream = {
    origin: base.origin,
    basePath: base.pathname.replace(/\/+$/, ''),
    hostHeader: base.host,
    dispatcher: dispatcher ?? new Pool(base.origin, POOL_OPTIONS),
    freshConnection: false,
    downUntil: 0,
  };
  upstream.dispatcher.on('connect', () => {
    upstream.freshConnection = true;
    // Should no request be written on it after all, the mark must not fall on the next one.
    queueMicrotask(() => (upstream.freshConnection = false));
  });
  return upstream;
}
