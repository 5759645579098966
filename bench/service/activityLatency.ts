import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AUTHORIZATION, call, expectStatus } from './api';
import { startChild } from './children';
import { bulkInsertActivities, prepareDatabase } from './dataset';
import { medianLatency, type RequestSpec } from './load';
import {
  benchFile,
  LATENCY_REQUESTS,
  LATENCY_WARMUP,
  GOALS,
  ACTIVITIES_SMALL,
  ACTIVITIES_LARGE,
  out,
  verdict,
} from './settings';

/** Median latency of the activity stream's first page (newest 10) on the account of `file`. */
async function activityLatency(file: string, label: string): Promise<number> {
  const service = await startChild(benchFile, { role: 'service', file });
  try {
    const path = '/service/activities/recent.xml';
    const answer = await expectStatus(call(service.port, 'GET', path), 200, path);
    if ((answer.body.match(/<activity>/g) ?? []).length !== 10)
      throw new Error(`${path} did not answer a page of 10 activities`);
    const spec: RequestSpec = {
      method: 'GET',
      path,
      headers: { authorization: AUTHORIZATION },
      expect: 200,
    };
    const median = await medianLatency(service.port, spec, LATENCY_REQUESTS, LATENCY_WARMUP);
    out(`  ${label.padEnd(15)} activities/recent.xml first page ${median.toFixed(2)} ms`);
    return median;
  } finally {
    service.stop();
  }
}

/** The activity stream's first page must walk (account_id, id DESC) and stop: 1M entries answer as fast as 10k. */
export async function activityScale(dir: string): Promise<void> {
  const file = join(dir, 'activities.sqlite');
  const { accountId } = await prepareDatabase(file);
  out(`activity stream latency (median of ${LATENCY_REQUESTS} sequential requests):`);
  bulkInsertActivities(file, accountId, 1, ACTIVITIES_SMALL);
  const small = await activityLatency(file, `${ACTIVITIES_SMALL / 1000}k activities`);
  const began = performance.now();
  bulkInsertActivities(file, accountId, ACTIVITIES_SMALL + 1, ACTIVITIES_LARGE);
  out(
    `  (inserted ${ACTIVITIES_LARGE - ACTIVITIES_SMALL} more activities in ${((performance.now() - began) / 1000).toFixed(1)} s)`,
  );
  const large = await activityLatency(file, `${ACTIVITIES_LARGE / 1_000_000}M activities`);
  const ratio = large / small;
  out(
    `  activities ${ACTIVITIES_LARGE / 1_000_000}M / ${ACTIVITIES_SMALL / 1000}k = ${ratio.toFixed(2)} (goal ≤ ${GOALS.activities}: ${verdict(ratio <= GOALS.activities)})`,
  );
}
