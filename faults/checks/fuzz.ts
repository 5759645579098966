import { performance } from 'node:perf_hooks';
import { loadWireRequests } from '../../server/service/testing/wireFixtures';
import { assert, FIGURES, type Check } from '../testing/check';
import { pool, RequestTimeout, send } from '../testing/http';
import { assertHealthy, serviceForCheck } from '../testing/serviceFixture';
import { mutate, type Mutant } from './fuzz/mutate';

/**
 * Issue 7, fuzzing: mutants of the valid requests of shared/fixtures/wire, sent for a bounded time
 * by several clients at once. Any 5xx, any answer slower than HANG_MS (a hang), a dropped
 * connection or a dead process fails; resident memory must stay bounded throughout.
 */
const DURATION_MS = Number(process.env['FAULTS_FUZZ_SECONDS'] ?? 30) * 1000;
const WORKERS = 6;
const HANG_MS = 5_000;
/** Growth of resident memory allowed between the first and the last tenth of the run. */
const MAX_GROWTH_MB = 100;
const MAX_FAILURES = 5;

function describeMutant(mutant: Mutant): string {
  return `${mutant.method} ${mutant.target.slice(0, 120)} [${mutant.steps.join('; ')}] body ${JSON.stringify(mutant.body.toString('latin1').slice(0, 160))}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export const fuzzCheck: Check = {
  name: `fuzzing: mutated wire captures for ${DURATION_MS / 1000} s — no 5xx, no hang, no crash, memory bounded`,
  timeoutMs: DURATION_MS + 60_000,
  async run(ctx) {
    const fixture = await serviceForCheck(ctx, 'fuzz');
    const { client } = fixture;
    const wires = loadWireRequests();
    assert(wires.length > 0, 'no wire captures found in shared/fixtures/wire');
    // The capture runs' record ids (see wireReplay.test.ts), mapped onto records made here.
    const ids: Record<string, number> = {
      '58': await client.create(
        '/service/companies.xml',
        '<company><name>Ruby Co</name></company>',
      ),
      '61': await client.create(
        '/service/people.xml',
        '<person><first_name>Ruby</first_name><last_name>Fixture</last_name></person>',
      ),
      '78': await client.create(
        '/service/people.xml',
        '<person><first_name>Php</first_name><last_name>Fixture</last_name></person>',
      ),
      '92': await client.create('/service/companies.xml', '<company><name>Net Co</name></company>'),
    };
    ids['81'] = await client.create(
      '/service/deals.xml',
      `<deal><title>PHP deal</title><deal_with_id>${ids['78']}</deal_with_id></deal>`,
    );
    const mapIds = (text: string): string =>
      text.replace(/\b(58|61|78|81|92)\b/g, (id) => String(ids[id]));
    const seeds = wires.map((wire) => ({
      ...wire,
      target: mapIds(wire.target),
      body: Buffer.from(mapIds(wire.body.toString('utf8')), 'utf8'),
    }));

    const agent = pool(WORKERS);
    ctx.defer(() => agent.destroy());
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const memory: number[] = [];
    const sampler = setInterval(() => memory.push(fixture.service.rssKb() ?? 0), 250);
    ctx.defer(() => clearInterval(sampler));
    let sent = 0;
    const deadline = performance.now() + DURATION_MS;

    const worker = async (): Promise<void> => {
      while (
        performance.now() < deadline &&
        failures.length < MAX_FAILURES &&
        !ctx.signal.aborted
      ) {
        const mutant = mutate(ctx.random, ctx.random.pick(seeds), fixture.token);
        sent++;
        try {
          const answer = await send(fixture.service.url, {
            method: mutant.method,
            path: mutant.target,
            headers: mutant.headers,
            body: mutant.body.length > 0 ? mutant.body : undefined,
            agent,
            timeoutMs: HANG_MS,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500)
            failures.push(
              `${answer.status} for ${describeMutant(mutant)}: ${answer.text.slice(0, 160)}`,
            );
        } catch (error) {
          const code = error instanceof Error && 'code' in error ? error.code : undefined;
          const what =
            error instanceof RequestTimeout
              ? `no answer within ${HANG_MS} ms`
              : code === 'HPE_HEADER_OVERFLOW'
                ? 'an answer whose headers are over 16 KiB (clients cannot read it)'
                : `connection failed (${error instanceof Error ? error.message : String(error)})`;
          failures.push(`${what} for ${describeMutant(mutant)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    clearInterval(sampler);

    assert(
      failures.length === 0,
      () =>
        `${failures.length} failures after ${sent} requests (replay with the printed seed), e.g. ${failures.slice(0, 3).join(' || ')}`,
    );
    assertHealthy(fixture.service, 'while fuzzing');
    await client.expect(200, 'GET', '/service/users/current.xml');
    const tenth = Math.max(1, Math.floor(memory.length / 10));
    const early = median(memory.slice(0, tenth)) / 1024;
    const late = median(memory.slice(-tenth)) / 1024;
    const peak = Math.max(...memory) / 1024;
    ctx.note(
      `resident memory: first tenth ${early.toFixed(0)} MB, last tenth ${late.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
    );
    assert(
      late - early < MAX_GROWTH_MB,
      `resident memory grew from ${early.toFixed(0)} MB to ${late.toFixed(0)} MB while fuzzing`,
    );
    ctx.figure(FIGURES.fuzzedRequests, sent);
    const count = (test: (status: number) => boolean): number =>
      [...statuses].filter(([s]) => test(s)).reduce((sum, [, n]) => sum + n, 0);
    return `${sent} mutants of ${wires.length} captures: ${count((s) => s < 300)} 2xx, ${count((s) => s >= 400 && s < 500)} 4xx, 0 5xx, none slower than ${HANG_MS / 1000} s; memory ${early.toFixed(0)} → ${late.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`;
  },
};
