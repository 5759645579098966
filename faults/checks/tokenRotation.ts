import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTokenFile } from '../../server/service/tokenFile';
import { assert, type Check } from '../testing/check';
import { pool, send } from '../testing/http';
import { runAdminCommand, startServiceProcess, type ChildServer } from '../testing/processes';

/**
 * Issue 7, token rotation: `npm run admin -- reset-token` (its own process, on the same database
 * file) while clients are busy with the old token. The old token is refused on the very next
 * request and after a restart; the new one works at once and after the restart; no request in
 * flight gets a 5xx.
 */
const WORKERS = 16;
const FIRST_USER = 'admin@example.com';

/** The generated token: kept in DATA_DIR/api-token, never printed (the output names the file). */
function savedToken(service: ChildServer, dataDir: string): string {
  const token = readTokenFile(dataDir);
  if (token === undefined || service.output().includes(token))
    throw new Error(
      `the first start kept no token, or printed it:\n${service.output().slice(-500)}`,
    );
  return token;
}

export const tokenRotationCheck: Check = {
  name: 'token rotation: reset-token under load — old token refused at once and after restart, no 5xx',
  timeoutMs: 90_000,
  async run(ctx) {
    const dataDir = mkdtempSync(join(tmpdir(), 'faults-token-'));
    ctx.defer(() => rmSync(dataDir, { recursive: true, force: true }));
    // No CRM_API_TOKEN: the first start generates one and keeps it in DATA_DIR/api-token.
    let service = await startServiceProcess({ dataDir });
    ctx.defer(() => service.kill());
    const oldToken = savedToken(service, dataDir);
    const agent = pool(WORKERS);
    ctx.defer(() => agent.destroy());
    const get = (token: string): Promise<number> =>
      send(service.url, { path: '/service/users/current.xml', token, agent }).then((a) => a.status);

    const statuses = new Map<number, number>();
    let served = 0;
    const worker = async (n: number): Promise<void> => {
      while (!ctx.signal.aborted) {
        const answer =
          n % 2 === 0
            ? await send(service.url, { path: '/service/companies.xml', token: oldToken, agent })
            : await send(service.url, {
                method: 'POST',
                path: '/service/companies.xml',
                token: oldToken,
                agent,
                body: `<company><name>Rotating ${n}-${served}</name></company>`,
                headers: { 'content-type': 'application/xml' },
              });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        served++;
        // A client told its token is wrong stops, as real ones do.
        if (answer.status === 401) return;
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    // Awaited below; a failure before then must fail this check, not end the whole suite.
    load.catch(() => undefined);
    while (served < 200) await new Promise((resolve) => setTimeout(resolve, 20));

    ctx.note(`load running (${served} answered); resetting`);
    const reset = await runAdminCommand(['reset-token', FIRST_USER], dataDir);
    ctx.note(`reset done (${served} answered)`);
    assert(reset.code === 0, `reset-token exited ${reset.code}: ${reset.stderr.trim()}`);
    const newToken = reset.stdout.trim().split('\n')[0]!.trim();
    assert(/^[0-9a-f]{40}$/.test(newToken), `reset-token printed no token: ${reset.stdout}`);
    const next = await get(oldToken);
    assert(next === 401, `the old token's very next request after the reset answered ${next}`);
    assert((await get(newToken)) === 200, 'the new token was not accepted right after the reset');
    // Every client goes on with the old token until it is told 401.
    await load;
    const bad = [...statuses].filter(([status]) => ![200, 201, 401].includes(status));
    assert(
      bad.length === 0,
      `requests in flight during the reset got ${bad.map(([s, n]) => `${n}× ${s}`).join(', ')}`,
    );
    assert(
      statuses.get(401) === WORKERS,
      `${statuses.get(401) ?? 0} of ${WORKERS} clients were told 401`,
    );

    // Restart from DATA_DIR alone: the token file now holds the new token.
    ctx.note('stopping');
    const exit = await service.stop();
    ctx.note('stopped');
    assert(exit.code === 0, `the service did not stop cleanly (${exit.code ?? exit.signal})`);
    service = await startServiceProcess({ dataDir });
    assert((await get(oldToken)) === 401, 'the old token works again after a restart');
    assert((await get(newToken)) === 200, 'the new token is refused after a restart');
    const logged = service.unhandledErrors();
    assert(logged.length === 0, () => `the service logged unexpected errors: ${logged[0]}`);
    return `${served} requests with the old token during the reset: ${statuses.get(200) ?? 0}× 200, ${statuses.get(201) ?? 0}× 201, ${statuses.get(401) ?? 0}× 401, no 5xx; refused on the very next request and after a restart, new token accepted at once`;
  },
};
