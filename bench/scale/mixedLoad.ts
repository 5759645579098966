import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { basicAuthorization } from '../../server/http/basicAuth';

/**
 * A closed-loop mixed read/write load over keep-alive connections spread evenly over several
 * service instances (what a load balancer does): each connection sends its next request as soon
 * as the previous answer is read. Requests finishing during the warm-up are not counted.
 */
export interface MixedLoadOptions {
  ports: readonly number[];
  token: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Companies and people to read and update. */
  companyIds: readonly number[];
  personIds: readonly number[];
}

export interface MixedLoadResult {
  requests: number;
  reads: number;
  writes: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

interface Operation {
  write: boolean;
  method: string;
  path: string;
  body?: string;
  /** Answers that count as success. */
  ok: readonly number[];
}

const REQUEST_TIMEOUT_MS = 10_000;

/** The mix: 70 % reads (shows and lists), 30 % writes (creates, updates, tags, locations). */
function nextOperation(options: MixedLoadOptions, n: number, random: () => number): Operation {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const roll = random();
  if (roll < 0.4)
    return {
      write: false,
      method: 'GET',
      path: `/service/companies/${pick(options.companyIds)}.xml`,
      ok: [200],
    };
  if (roll < 0.6)
    return {
      write: false,
      method: 'GET',
      path: `/service/people/${pick(options.personIds)}.xml`,
      ok: [200],
    };
  if (roll < 0.7)
    return {
      write: false,
      method: 'GET',
      path: `/service/companies.xml?offset=${Math.floor(random() * 20)}&limit=10`,
      ok: [200],
    };
  if (roll < 0.78)
    return {
      write: true,
      method: 'POST',
      path: '/service/companies.xml',
      body: `<company><name>Bench company ${n}</name></company>`,
      ok: [201],
    };
  if (roll < 0.88)
    return {
      write: true,
      method: 'PUT',
      path: `/service/companies/${pick(options.companyIds)}.xml`,
      body: `<company><notes>note ${n}</notes></company>`,
      ok: [200],
    };
  if (roll < 0.95)
    return {
      write: true,
      method: 'PUT',
      path: `/service/people/${pick(options.personIds)}/add_tag.xml`,
      body: `<tag>bench-${n % 50}</tag>`,
      ok: [200],
    };
  return {
    write: true,
    method: 'POST',
    path: `/service/companies/${pick(options.companyIds)}/locations.xml`,
    body: `<location><label>bench ${n % 5}</label><phone>${n}</phone></location>`,
    ok: [201],
  };
}

/** A small deterministic generator: every run sends the same mix. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const agents = options.ports.map(
    () =>
      new http.Agent({
        keepAlive: true,
        maxSockets: options.connections,
        maxFreeSockets: options.connections,
      }),
  );
  const authorization = basicAuthorization(options.token);
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  const latencies: number[] = [];
  let reads = 0;
  let writes = 0;
  let errors = 0;
  let counter = 0;

  const send = (port: number, agent: http.Agent, op: Operation): Promise<boolean> =>
    new Promise((resolve) => {
      const headers: http.OutgoingHttpHeaders = { authorization };
      if (op.body !== undefined) {
        headers['content-type'] = 'application/xml';
        headers['content-length'] = Buffer.byteLength(op.body);
      }
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: op.method,
          path: op.path,
          headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(op.ok.includes(res.statusCode ?? 0)));
          res.on('error', () => resolve(false));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
      req.end(op.body);
    });

  const worker = async (index: number): Promise<void> => {
    const port = options.ports[index % options.ports.length]!;
    const agent = agents[index % options.ports.length]!;
    const random = seededRandom(index + 1);
    while (performance.now() < stopAt) {
      const op = nextOperation(options, counter++, random);
      const began = performance.now();
      const ok = await send(port, agent, op);
      const done = performance.now();
      if (done < measureFrom || done > stopAt) continue;
      if (!ok) {
        errors++;
        continue;
      }
      latencies.push(done - began);
      if (op.write) writes++;
      else reads++;
    }
  };

  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (fraction: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0;
  const seconds = options.durationMs / 1000;
  return {
    requests: latencies.length,
    reads,
    writes,
    errors,
    perSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
