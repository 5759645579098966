import { join } from 'node:path';
import { AUTHORIZATION, call, expectStatus } from './api';
import { startChild, type RunningChild } from './children';
import { prepareDatabase } from './dataset';
import { measureThroughput, type RequestSpec } from './load';
import { createRichCompanies } from './richCompanies';
import {
  benchFile,
  CONNECTIONS,
  SETTLE_MS,
  WARMUP_MS,
  DURATION_MS,
  GOALS,
  out,
  verdict,
} from './settings';

/** Sums over the rounds of one side of a comparison. */
interface Totals {
  perSecond: number;
  cpuMs: number;
  sent: number;
}

interface Scenario {
  label: string;
  spec: RequestSpec;
  goal?: number;
  rounds: number;
}

/** The service's answer to `spec`, which the bare server then repeats byte for byte (same size, same headers). */
async function sampleAnswer(
  port: number,
  spec: RequestSpec,
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  const answer = await expectStatus(
    call(port, spec.method, spec.path, spec.body),
    spec.expect,
    `${spec.method} ${spec.path}`,
  );
  const headers: Record<string, string> = {};
  for (const name of ['etag', 'location']) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { status: answer.status, body: answer.body, headers };
}

/** Prints the comparison; answers the service's requests per second. */
async function compare(service: RunningChild, scenario: Scenario): Promise<number> {
  const sample = await sampleAnswer(service.port, scenario.spec);
  const bare = await startChild(benchFile, { role: 'bare', ...sample });
  try {
    const bareSpec: RequestSpec = { ...scenario.spec, headers: {} };
    const options = { connections: CONNECTIONS, warmupMs: WARMUP_MS, durationMs: DURATION_MS };
    await measureThroughput(service.port, scenario.spec, {
      ...options,
      warmupMs: 0,
      durationMs: SETTLE_MS,
    });
    await measureThroughput(bare.port, bareSpec, {
      ...options,
      warmupMs: 0,
      durationMs: SETTLE_MS,
    });
    const served: Totals = { perSecond: 0, cpuMs: 0, sent: 0 };
    const fixed: Totals = { perSecond: 0, cpuMs: 0, sent: 0 };
    let errors = 0;
    const run = async (child: RunningChild, spec: RequestSpec, into: Totals): Promise<void> => {
      const cpuBefore = await child.cpuMs();
      const result = await measureThroughput(child.port, spec, options);
      into.cpuMs += (await child.cpuMs()) - cpuBefore;
      into.perSecond += result.perSecond / scenario.rounds;
      into.sent += result.sent;
      errors += result.errors;
    };
    for (let round = 0; round < scenario.rounds; round++) {
      await run(service, scenario.spec, served);
      await run(bare, bareSpec, fixed);
    }
    const ratio = served.perSecond / fixed.perSecond;
    const goal =
      scenario.goal === undefined
        ? '(no goal)'
        : `(goal ≥ ${scenario.goal}: ${verdict(ratio >= scenario.goal)})`;
    const cpuPerRequest = (side: Totals): number => (side.cpuMs * 1000) / side.sent;
    out(
      `  ${scenario.label.padEnd(24)} service ${Math.round(served.perSecond).toString().padStart(6)} req/s, bare ${Math.round(fixed.perSecond).toString().padStart(6)} req/s ` +
        `(${sample.body.length} B body): ratio ${ratio.toFixed(2)} ${goal}${errors > 0 ? `, ${errors} errors` : ''}\n` +
        `  ${''.padEnd(24)} server CPU per request: service ${Math.round(cpuPerRequest(served))} µs, bare ${Math.round(cpuPerRequest(fixed))} µs`,
    );
    return served.perSecond;
  } finally {
    bare.stop();
  }
}

export async function throughput(dir: string): Promise<void> {
  const file = join(dir, 'throughput.sqlite');
  const { problems } = await prepareDatabase(file);
  const service = await startChild(benchFile, { role: 'service', file });
  try {
    const { ids, skipped } = await createRichCompanies(service.port, 10);
    for (const problem of [...problems, ...skipped])
      out(`  note: not set up (another area not ready?): ${problem}`);
    const headers = { authorization: AUTHORIZATION };
    const scenarios: Scenario[] = [
      {
        label: `GET company (show)`,
        spec: { method: 'GET', path: `/service/companies/${ids[0]}.xml`, headers, expect: 200 },
        goal: GOALS.show,
        rounds: 2,
      },
      {
        label: 'GET companies.xml (10)',
        spec: { method: 'GET', path: '/service/companies.xml', headers, expect: 200 },
        goal: GOALS.list,
        rounds: 2,
      },
      {
        label: 'POST companies.xml',
        spec: {
          method: 'POST',
          path: '/service/companies.xml',
          headers: { ...headers, 'content-type': 'application/xml' },
          body: '<company><name>Created Under Load</name><notes>bench</notes></company>',
          expect: 201,
        },
        rounds: 1,
      },
    ];
    out(
      `throughput: ${CONNECTIONS} keep-alive connections, ${SETTLE_MS / 1000} s settling, then ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per run`,
    );
    // A line of its own, so the one above stays as it was printed before.
    out(
      `  (best case: show and list ask for the same company and page every time, answered from the cache; "cold reads" below measures records nobody asked for before)`,
    );
    const perSecond: number[] = [];
    for (const scenario of scenarios) perSecond.push(await compare(service, scenario));
    // The creates above: each a durable write (201 once on disk), CONNECTIONS clients at once.
    const creates = perSecond[2]!;
    out(
      `durable creates: ${Math.round(creates).toLocaleString('en-US')}/s (goal ≥ ${GOALS.creates.toLocaleString('en-US')}/s: ${verdict(creates >= GOALS.creates)}; POST companies.xml, ${CONNECTIONS} concurrent clients, SQLite WAL synchronous = FULL)`,
    );
  } finally {
    service.stop();
  }
}
