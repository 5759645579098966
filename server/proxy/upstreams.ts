import http from 'node:http';
import https from 'node:https';

/**
 * The upstream addresses (`{base_url}`s) and their connection pools. Requests are spread round-robin;
 * an upstream that refused a connection is skipped for a few seconds (GETs fail over to the next
 * one; writes are never retried). When every upstream is marked down, the next one is tried anyway:
 * refusing without trying would only stretch an outage.
 */
export interface Upstream {
  /** `https://host:port` — only ever compared, never shown to the browser. */
  readonly origin: string;
  /** Path prefix of `{base_url}` without a trailing slash ('' for none). */
  readonly basePath: string;
  /** Host header value (`host[:port]`). */
  readonly hostHeader: string;
  /** Host name without IPv6 brackets, for `http.request`. */
  readonly hostname: string;
  readonly port: number;
  readonly request: typeof http.request;
  readonly agent: http.Agent;
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

/** Enough parallel upstream connections for a busy console; keeps sockets warm between requests. */
const AGENT_OPTIONS = {
  keepAlive: true,
  maxSockets: 64,
  maxFreeSockets: 64,
  scheduling: 'lifo',
} as const;

export function createUpstreamPool(bases: readonly URL[]): UpstreamPool {
  if (bases.length === 0) throw new Error('At least one upstream address is needed');
  const upstreams = bases.map(toUpstream);
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
      for (const upstream of upstreams) upstream.agent.destroy();
    },
  };
}

function toUpstream(base: URL): Upstream {
  const secure = base.protocol === 'https:';
  if (!secure && base.protocol !== 'http:')
    throw new Error('Upstream addresses must be http or https');
  return {
    origin: base.origin,
    basePath: base.pathname.replace(/\/+$/, ''),
    hostHeader: base.host,
    hostname: base.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: base.port === '' ? (secure ? 443 : 80) : Number(base.port),
    request: secure ? https.request : http.request,
    agent: secure ? new https.Agent(AGENT_OPTIONS) : new http.Agent(AGENT_OPTIONS),
    downUntil: 0,
  };
}
