import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Random } from '../../server/service/seed/prng';
import { assert, FIGURES, type Check, type CheckContext } from '../testing/check';
import { databaseFile, integrityProblems } from '../testing/database';
import { createdId, pool, send, type Answer } from '../testing/http';
import { startServiceProcess, type ChildServer } from '../testing/processes';
import { Ledger, verifyAfterRestart, type Tracked } from './crash/ledger';
import { COMPANIES, DEALS, type RecordKind } from './crash/records';

/**
 * Issue 7, crash safety: 100 concurrent clients create, update and delete companies and deals on
 * a service over a file database; the service is SIGKILLed at a random moment of the burst and
 * restarted. Every write answered 201/200 before the kill must be there, intact; deletes stay
 * deleted; nothing appears that no client sent; SQLite's integrity check passes on the files the
 * killed process left. Several rounds, each with its own kill point, on the same database.
 */
const ROUNDS = 5;
const CLIENTS = 100;
const KINDS: readonly RecordKind[] = [COMPANIES, DEALS];
const TOKEN = 'faults-crash-token-5d1c0e9a3f7b2e8c6a4d';

type Outcome = 'acked' | 'cut';

class Refused extends Error {}

/** A write's answer: acknowledged, cut by the kill, or refused (which fails the check). */
async function attempt(
  request: () => Promise<Answer>,
  expected: number,
  what: string,
): Promise<{ outcome: Outcome; answer?: Answer }> {
  let answer: Answer;
  try {
    answer = await request();
  } catch {
    // Connection reset or refused: the process is gone. The write may or may not have landed.
    return { outcome: 'cut' };
  }
  if (answer.status !== expected)
    throw new Refused(
      `${what} answered ${answer.status} instead of ${expected}: ${answer.text.slice(0, 200)}`,
    );
  return { outcome: 'acked', answer };
}

async function client(
  number: number,
  round: number,
  random: Random,
  baseUrl: string,
  agent: Agent,
  ledger: Ledger,
): Promise<void> {
  const own: Tracked[] = [];
  let serial = 0;
  for (;;) {
    const live = own.filter((t) => t.acked.present);
    const roll = random.next();
    const kind = random.pick(KINDS);
    if (live.length < 2 || roll < 0.4) {
      const fields = kind.fields(random, `r${round}c${number}n${serial++}`);
      const pending = { kind, fields };
      ledger.pendingCreates.push(pending);
      const sent = await attempt(
        () =>
          send(baseUrl, {
            method: 'POST',
            path: `/service/${kind.collection}.xml`,
            token: TOKEN,
            agent,
            body: kind.body(fields),
            headers: { 'content-type': 'application/xml' },
            timeoutMs: 60_000,
          }),
        201,
        `create ${kind.collection}`,
      );
      if (sent.outcome === 'cut') return;
      ledger.pendingCreates.splice(ledger.pendingCreates.indexOf(pending), 1);
      const tracked: Tracked = {
        kind,
        id: createdId(sent.answer!),
        acked: { present: true, fields },
      };
      ledger.records.push(tracked);
      own.push(tracked);
    } else {
      const target = random.pick(live);
      const path = `/service/${target.kind.collection}/${target.id}.xml`;
      const remove = roll >= 0.85;
      const fields = target.kind.fields(random, `r${round}c${number}n${serial++}`);
      target.pending = remove ? { present: false } : { present: true, fields };
      const sent = remove
        ? await attempt(
            () => send(baseUrl, { method: 'DELETE', path, token: TOKEN, agent, timeoutMs: 60_000 }),
            200,
            `delete ${path}`,
          )
        : await attempt(
            () =>
              send(baseUrl, {
                method: 'PUT',
                path,
                token: TOKEN,
                agent,
                body: target.kind.body(fields),
                headers: { 'content-type': 'application/xml' },
                timeoutMs: 60_000,
              }),
            200,
            `update ${path}`,
          );
      if (sent.outcome === 'cut') return;
      target.acked = target.pending;
      delete target.pending;
    }
    ledger.acknowledged++;
  }
}

/** SQLite's checks on a copy of the files exactly as the killed process left them. */
function checkLeftFiles(dataDir: string, ctx: CheckContext): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'faults-crash-copy-'));
  try {
    for (const suffix of ['', '-wal']) {
      if (existsSync(`${databaseFile(dataDir)}${suffix}`))
        copyFileSync(`${databaseFile(dataDir)}${suffix}`, `${databaseFile(copy)}${suffix}`);
    }
    return integrityProblems(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
    ctx.note('integrity check of the killed process’s files done');
  }
}

export const crashSafetyCheck: Check = {
  name: 'crash safety: SIGKILL mid-burst of 100 writers, restart, every acknowledged write intact',
  timeoutMs: 150_000,
  async run(ctx) {
    const dataDir = mkdtempSync(join(tmpdir(), 'faults-crash-'));
    ctx.defer(() => rmSync(dataDir, { recursive: true, force: true }));
    const ledger = new Ledger();
    let service: ChildServer | undefined;
    ctx.defer(() => service?.kill());
    let acknowledgedTotal = 0;
    let verifiedRecords = 0;
    let adopted = 0;

    for (let round = 1; round <= ROUNDS && !ctx.signal.aborted; round++) {
      service = await startServiceProcess({ dataDir, token: TOKEN });
      const agent = pool(CLIENTS);
      if (round > 1) {
        // The previous round's kill is behind us: hold the restarted service to the ledger.
        const verification = await verifyAfterRestart(ledger, KINDS, service.url, TOKEN, agent);
        assert(
          verification.problems.length === 0,
          () =>
            `after kill ${round - 1}: ${verification.problems.length} problems, e.g. ${verification.problems.slice(0, 3).join('; ')}`,
        );
        verifiedRecords += verification.checked;
        adopted += verification.adoptedCreates;
      }
      const before = ledger.acknowledged;
      const killAfterMs = ctx.random.int(800, 3_000);
      const burst = Promise.all(
        Array.from({ length: CLIENTS }, (_, n) =>
          client(n, round, ctx.random, service!.url, agent, ledger),
        ),
      );
      // A refused write fails the check at once; the kill ends every client otherwise.
      const refused = burst.then(
        () => undefined,
        (error: unknown) => error,
      );
      await Promise.race([delay(killAfterMs), refused]);
      const exit = await service.kill();
      const failure = await refused;
      agent.destroy();
      if (failure instanceof Error) throw failure;
      assert(
        exit.signal === 'SIGKILL',
        `round ${round}: the service had already exited (${exit.code}) before the kill:\n${service.output().slice(-2000)}`,
      );
      assert(
        service.unhandledErrors().length === 0,
        () =>
          `round ${round}: unexpected errors in the service log: ${service!.unhandledErrors().slice(0, 2).join(' | ')}`,
      );
      const acknowledged = ledger.acknowledged - before;
      assert(acknowledged > 0, `round ${round}: no write was acknowledged in ${killAfterMs} ms`);
      acknowledgedTotal += acknowledged;
      ctx.note(
        `round ${round}: killed after ${killAfterMs} ms, ${acknowledged} writes acknowledged, ${ledger.pendingCreates.length} creations unanswered`,
      );
      const problems = checkLeftFiles(dataDir, ctx);
      assert(
        problems.length === 0,
        () => `round ${round}: integrity check after SIGKILL: ${problems.slice(0, 3).join('; ')}`,
      );
    }

    // The last kill: restart once more, verify, then stop gracefully and check the file itself.
    service = await startServiceProcess({ dataDir, token: TOKEN });
    const agent = pool(16);
    const verification = await verifyAfterRestart(ledger, KINDS, service.url, TOKEN, agent);
    agent.destroy();
    assert(
      verification.problems.length === 0,
      () =>
        `after the last kill: ${verification.problems.length} problems, e.g. ${verification.problems.slice(0, 3).join('; ')}`,
    );
    verifiedRecords += verification.checked;
    adopted += verification.adoptedCreates;
    const exit = await service.stop();
    assert(exit.code === 0, `graceful stop exited with ${exit.code ?? exit.signal}`);
    const problems = integrityProblems(dataDir);
    assert(problems.length === 0, () => `integrity check at the end: ${problems.join('; ')}`);

    ctx.figure(FIGURES.ackedWritesVerified, acknowledgedTotal);
    ctx.figure(FIGURES.kills, ROUNDS);
    return `${ROUNDS} kills at random points, ${acknowledgedTotal} acknowledged writes, ${verifiedRecords} record checks after restarts all intact, ${adopted} unanswered creations found whole, integrity ok`;
  },
};
