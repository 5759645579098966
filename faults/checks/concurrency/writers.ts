import { childText } from '#xml/tree';
import { assert, FIGURES, type Check } from '../../testing/check';
import { versionOf } from '../../testing/http';
import { LOAD_TIMEOUT_MS, ServiceClient } from '../../testing/serviceClient';
import { assertHealthy, serviceForCheck } from '../../testing/serviceFixture';

/**
 * Issue 7, concurrency: 200 writers at once on the same few records. With If-Match every writer
 * does read → increment → conditional PUT, retrying on 412: a lost update would leave a counter
 * below the number of successful writes. Without If-Match every write is applied exactly once
 * (the version moves by one per write) and the record ends as one of the writes.
 */
const WRITERS = 200;
const RECORDS = 5;
/** A writer that cannot win in this many tries is starved: that fails too. */
const MAX_TRIES = 400;

async function makeCounters(client: ServiceClient, label: string): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  for (let i = 0; i < RECORDS; i++) {
    const id = await client.create(
      '/service/companies.xml',
      `<company><name>${label} ${i}</name><notes>0</notes></company>`,
    );
    versions.set(id, versionOf((await client.show(`/service/companies/${id}.xml`)).answer));
  }
  return versions;
}

export const conditionalWritersCheck: Check = {
  name: 'concurrency: 200 If-Match writers on 5 records — no 5xx, no lost update, losers get 412',
  timeoutMs: 120_000,
  async run(ctx) {
    const { service, client: setup } = await serviceForCheck(ctx, 'if-match');
    const client = new ServiceClient(service.url, setup.token, WRITERS, LOAD_TIMEOUT_MS);
    ctx.defer(() => client.close());
    const initial = await makeCounters(setup, 'Counter');
    const ids = [...initial.keys()];
    const statuses = new Map<number, number>();
    let attempts = 0;

    const writer = async (n: number): Promise<void> => {
      const id = ids[n % RECORDS]!;
      const path = `/service/companies/${id}.xml`;
      for (let tries = 1; !ctx.signal.aborted; tries++) {
        assert(
          tries <= MAX_TRIES,
          `writer ${n} did not get one write through in ${MAX_TRIES} tries`,
        );
        const shown = await client.show(path);
        const count = Number(childText(shown.xml, 'notes'));
        const put = await client.request(
          'PUT',
          path,
          `<company><notes>${count + 1}</notes></company>`,
          { 'if-match': `"v${versionOf(shown.answer)}"` },
        );
        attempts++;
        statuses.set(put.status, (statuses.get(put.status) ?? 0) + 1);
        if (put.status === 200) return;
        assert(
          put.status === 412,
          () => `conditional PUT answered ${put.status}: ${put.text.slice(0, 200)}`,
        );
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));

    for (const [id, version] of initial) {
      const shown = await setup.show(`/service/companies/${id}.xml`);
      const count = Number(childText(shown.xml, 'notes'));
      assert(
        count === WRITERS / RECORDS,
        `company ${id}: counter is ${count} after ${WRITERS / RECORDS} successful increments (lost updates)`,
      );
      assert(
        versionOf(shown.answer) === version + WRITERS / RECORDS,
        `company ${id}: version moved from ${version} to ${versionOf(shown.answer)} for ${WRITERS / RECORDS} writes`,
      );
    }
    const conflicts = statuses.get(412) ?? 0;
    assert(conflicts > 0, 'no writer ever lost a race: the check did not produce contention');
    assertHealthy(service, 'under conditional writers');
    ctx.figure(FIGURES.concurrentWrites, attempts);
    return `${attempts} conditional PUTs: ${statuses.get(200)} applied, ${conflicts} answered 412, every counter exact`;
  },
};

export const blindWritersCheck: Check = {
  name: 'concurrency: 200 unconditional writers on 2 records — each write applied exactly once, no 5xx',
  timeoutMs: 60_000,
  async run(ctx) {
    const { service, client: setup } = await serviceForCheck(ctx, 'blind');
    const client = new ServiceClient(service.url, setup.token, WRITERS, LOAD_TIMEOUT_MS);
    ctx.defer(() => client.close());
    const initial = await makeCounters(setup, 'Blind');
    const ids = [...initial.keys()].slice(0, 2);
    const written = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));

    await Promise.all(
      Array.from({ length: WRITERS }, async (_, n) => {
        const id = ids[n % 2]!;
        const notes = `writer ${n}`;
        written.get(id)!.add(notes);
        const put = await client.request(
          'PUT',
          `/service/companies/${id}.xml`,
          `<company><notes>${notes}</notes></company>`,
        );
        assert(
          put.status === 200,
          () => `unconditional PUT answered ${put.status}: ${put.text.slice(0, 200)}`,
        );
      }),
    );
    for (const id of ids) {
      const shown = await setup.show(`/service/companies/${id}.xml`);
      const notes = childText(shown.xml, 'notes') ?? '';
      assert(written.get(id)!.has(notes), `company ${id} ends with notes nobody wrote: ${notes}`);
      const moved = versionOf(shown.answer) - initial.get(id)!;
      assert(
        moved === WRITERS / 2,
        `company ${id}: version moved by ${moved} for ${WRITERS / 2} acknowledged writes`,
      );
    }
    assertHealthy(service, 'under unconditional writers');
    ctx.figure(FIGURES.concurrentWrites, WRITERS);
    return `${WRITERS} PUTs answered 200, versions moved by exactly one per write, final state is one of the writes`;
  },
};
