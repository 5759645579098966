import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AUTHORIZATION, call, expectStatus } from './api';
import { startChild } from './children';
import { coldReads } from './coldReads';
import {
  bulkInsertCompanies,
  bulkInsertDeals,
  prepareDatabase,
  syntheticCompany,
  syntheticDealTitle,
} from './dataset';
import { medianLatency, type RequestSpec } from './load';
import {
  benchFile,
  LATENCY_REQUESTS,
  LATENCY_WARMUP,
  SMALL,
  LARGE,
  GOALS,
  out,
  verdict,
} from './settings';

interface Latencies {
  name: number;
  email: number;
  list: number;
  /** First pages of sorted lists (the `sort` extension): they must walk an index, not sort the account. */
  byName: number;
  recent: number;
  /** Deal title searches (the `title` extension): one deal's whole title, and a word every title holds. */
  title: number;
  titleWord: number;
}

async function latencies(file: string, label: string): Promise<Latencies> {
  const service = await startChild(benchFile, { role: 'service', file });
  try {
    const target = syntheticCompany(500);
    const get = (path: string): RequestSpec => ({
      method: 'GET',
      path,
      headers: { authorization: AUTHORIZATION },
      expect: 200,
    });
    const specs = {
      name: get(`/service/companies.xml?name=${encodeURIComponent(target.name)}`),
      email: get(`/service/companies.xml?email=${encodeURIComponent(target.domain)}`),
      list: get('/service/companies.xml?offset=500&limit=10'),
      byName: get('/service/companies.xml?sort=name'),
      recent: get('/service/companies.xml?sort=-updated_at'),
      title: get(`/service/deals.xml?title=${encodeURIComponent(syntheticDealTitle(500))}`),
      titleWord: get('/service/deals.xml?title=renewal'),
    };
    // The searches must find company 500, or the timing means nothing.
    for (const spec of [specs.name, specs.email]) {
      const answer = await expectStatus(call(service.port, 'GET', spec.path), 200, spec.path);
      if (!answer.body.includes(`<name>${target.name}</name>`))
        throw new Error(`${spec.path} did not find ${target.name}`);
    }
    const titled = await expectStatus(
      call(service.port, 'GET', specs.title.path),
      200,
      specs.title.path,
    );
    if (!titled.body.includes(`<title>${syntheticDealTitle(500)}</title>`))
      throw new Error(`${specs.title.path} did not find deal 500`);
    // Nor does a sorted list's unless the service sorted it.
    for (const spec of [specs.byName, specs.recent]) {
      const answer = await expectStatus(call(service.port, 'GET', spec.path), 200, spec.path);
      if (answer.headers['x-crm-sort'] === undefined)
        throw new Error(`${spec.path} was not sorted (no X-Crm-Sort)`);
    }
    const result: Latencies = {
      name: await medianLatency(service.port, specs.name, LATENCY_REQUESTS, LATENCY_WARMUP),
      email: await medianLatency(service.port, specs.email, LATENCY_REQUESTS, LATENCY_WARMUP),
      list: await medianLatency(service.port, specs.list, LATENCY_REQUESTS, LATENCY_WARMUP),
      byName: await medianLatency(service.port, specs.byName, LATENCY_REQUESTS, LATENCY_WARMUP),
      recent: await medianLatency(service.port, specs.recent, LATENCY_REQUESTS, LATENCY_WARMUP),
      title: await medianLatency(service.port, specs.title, LATENCY_REQUESTS, LATENCY_WARMUP),
      titleWord: await medianLatency(
        service.port,
        specs.titleWord,
        LATENCY_REQUESTS,
        LATENCY_WARMUP,
      ),
    };
    out(
      `  ${label.padEnd(15)} name search ${result.name.toFixed(2)} ms, email search ${result.email.toFixed(2)} ms, list at offset 500 ${result.list.toFixed(2)} ms, ` +
        `first page by name ${result.byName.toFixed(2)} ms, by -updated_at ${result.recent.toFixed(2)} ms, ` +
        `deal title search ${result.title.toFixed(2)} ms, a word in every deal title ${result.titleWord.toFixed(2)} ms`,
    );
    return result;
  } finally {
    service.stop();
  }
}

export async function scale(dir: string): Promise<void> {
  const file = join(dir, 'scale.sqlite');
  const { accountId } = await prepareDatabase(file);
  out(`latency (median of ${LATENCY_REQUESTS} sequential requests on one keep-alive connection):`);
  bulkInsertCompanies(file, accountId, 1, SMALL);
  bulkInsertDeals(file, accountId, 1, SMALL);
  const small = await latencies(file, `${SMALL / 1000}k records`);
  const began = performance.now();
  bulkInsertCompanies(file, accountId, SMALL + 1, LARGE);
  bulkInsertDeals(file, accountId, SMALL + 1, LARGE);
  out(
    `  (inserted ${LARGE - SMALL} more companies with a location each and as many deals in ${((performance.now() - began) / 1000).toFixed(1)} s)`,
  );
  const large = await latencies(file, `${LARGE / 1000}k records`);
  for (const key of ['name', 'email', 'list', 'byName', 'recent', 'title', 'titleWord'] as const) {
    const ratio = large[key] / small[key];
    out(
      `  ${key.padEnd(9)} ${LARGE / 1000}k / ${SMALL / 1000}k = ${ratio.toFixed(2)} (goal ≤ ${GOALS.scale}: ${verdict(ratio <= GOALS.scale)})`,
    );
  }
  // A new line after the stable ones above: what records nobody asked for cost.
  await coldReads(file);
}
