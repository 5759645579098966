import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { AUTHORIZATION } from './api';
import { startChild } from './children';
import { benchFile, LARGE, LATENCY_REQUESTS, LATENCY_WARMUP, out } from './settings';

/** Median ms of sequential GETs on one keep-alive connection, the i-th to `pathOf(i)`. */
async function medianOf(port: number, pathOf: (i: number) => string): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < LATENCY_WARMUP + LATENCY_REQUESTS; i++) {
      const path = pathOf(i);
      const began = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          { agent, host: '127.0.0.1', port, path, headers: { authorization: AUTHORIZATION } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
      if (status !== 200) throw new Error(`GET ${path}: ${status}`);
      if (i >= LATENCY_WARMUP) times.push(performance.now() - began);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** `count` different numbers from 1..max, in a shuffled order (a fixed seed: the same every run). */
function distinctNumbers(count: number, max: number): number[] {
  let seed = 20261128;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const picked = new Set<number>();
  while (picked.size < count) picked.add(1 + Math.floor(next() * max));
  return [...picked];
}

/**
 * What a user pays for records nobody has asked for yet, beside the best case the throughput runs
 * measure (the same company, the same first page, answered from the encoded-document cache): a
 * fresh service over the large account, shows of random companies and lists at random offsets,
 * each asked once, then the same one company and page asked every time.
 */
export async function coldReads(file: string): Promise<void> {
  const service = await startChild(benchFile, { role: 'service', file });
  try {
    const total = LATENCY_WARMUP + LATENCY_REQUESTS;
    const ids = distinctNumbers(total, LARGE);
    const offsets = distinctNumbers(total, LARGE - 10);
    const showCold = await medianOf(service.port, (i) => `/service/companies/${ids[i]}.xml`);
    const listCold = await medianOf(
      service.port,
      (i) => `/service/companies.xml?offset=${offsets[i]}&limit=10`,
    );
    const showWarm = await medianOf(service.port, () => `/service/companies/${ids[0]}.xml`);
    const listWarm = await medianOf(
      service.port,
      () => `/service/companies.xml?offset=500&limit=10`,
    );
    out(
      `  cold reads at ${LARGE / 1000}k: show of a company not asked before ${showCold.toFixed(2)} ms, the same company every time (cache hit, best case) ${showWarm.toFixed(2)} ms, ratio ${(showCold / showWarm).toFixed(2)}; ` +
        `list page not asked before (random offset) ${listCold.toFixed(2)} ms, the same page every time (best case) ${listWarm.toFixed(2)} ms, ratio ${(listCold / listWarm).toFixed(2)}`,
    );
  } finally {
    service.stop();
  }
}
