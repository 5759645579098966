import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PROFILE } from '../../../../server/service/seed/seedSuperTags';
import {
  startTestService,
  type TestService,
} from '../../../../server/service/testing/serviceHarness';
import { createComment } from '#api/comments';
import { addParticipant, createCommunication, listParticipants } from '#api/communications';
import { createCompany, getCompany, listCompanyEmployees } from '#api/companies';
import type { ApiClient } from '#api/client/client';
import { isNotFound } from '#api/client/apiError';
import { addDealRelatedContact, createDeal, getDeal } from '#api/deals';
import { createLocation } from '#api/locations';
import { createPerson, getPerson } from '#api/people';
import { listRecordSuperTags, setRecordSuperTag } from '#api/superTags';
import { addTags } from '#api/tags';
import { clientForService } from '#api/testing/serviceClient';
import { addTodoRelatedContact, createTodo, getTodo } from '#api/todos';
import { namesOf } from './describeStep';
import type { MergeJob } from './mergeJob';
import { planMerge } from './mergePlan';
import { readMergeSnapshot } from './readMergeSnapshot';
import { runJob } from './runJob';
import { planUndo } from './undoPlan';

/** A merge of two companies run against the real service, read back through the API. */
describe('running a merge', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    await service.store.tags.defineSuperTag(service.scope.accountId, CUSTOMER_PROFILE);
    client = clientForService(service);
  });
  afterAll(() => service.close());

  /** Two companies, the second with one of everything a merge moves. */
  async function seedPair(name: string) {
    const keep = await createCompany(client, { name, notes: 'kept notes' });
    const gone = await createCompany(client, { name: `${name} Ltd`, notes: 'gone notes' });
    const ada = await createPerson(client, { firstName: 'Ada', lastName: name, companyId: gone });
    const bob = await createPerson(client, { firstName: 'Bob', lastName: name, companyId: gone });
    const dealWith = await createDeal(client, { title: `${name} order`, dealWithId: gone });
    const dealRelated = await createDeal(client, { title: `${name} side deal` });
    await addDealRelatedContact(client, { id: dealRelated, contactId: gone });
    const todo = await createTodo(client, { title: `Call ${name}` });
    await addTodoRelatedContact(client, { id: todo, contactId: gone });
    const memo = await createCommunication(client, { subject: `${name} memo`, ctype: 'email' });
    await addParticipant(client, { id: memo, contactId: gone, role: 'cc' });
    await addParticipant(client, { id: memo, contactId: ada, role: 'from' });
    await addTags(client, { record: { collection: 'companies', id: gone }, names: ['merged-tag'] });
    await setRecordSuperTag(client, {
      record: { collection: 'companies', id: gone },
      name: 'Customer profile',
      values: { Interest: [CUSTOMER_PROFILE.fields[1]!.options[0]!] },
    });
    const office = { email: `office@${name.toLowerCase()}.example`, city: 'Leeds' };
    await createLocation(client, { collection: 'companies', id: keep, input: { label: 'Office' } });
    await createLocation(client, {
      collection: 'companies',
      id: gone,
      input: { label: 'Office', ...office },
    });
    await createComment(client, {
      record: { collection: 'companies', id: gone },
      input: { comment: `Met ${name} at the fair` },
    });
    return { keep, gone, ada, bob, dealWith, dealRelated, todo, memo };
  }

  async function newMerge(keep: number, gone: number): Promise<MergeJob> {
    const snapshot = await readMergeSnapshot(client, 'companies', [keep, gone]);
    const steps = planMerge(snapshot, { survivorId: keep, winners: { notes: gone } });
    return {
      id: `merge-${keep}`,
      kind: 'merge',
      collection: 'companies',
      title: 'test merge',
      snapshot,
      survivorId: keep,
      steps,
      done: 0,
      results: {},
      skipped: [],
      recreated: {},
      error: null,
      createdAt: new Date().toISOString(),
    };
  }

  /** Runs as the screen does, keeping each saved state as a browser would: JSON text. */
  async function run(job: MergeJob, stopAfter?: number) {
    let saved = '';
    const done = await runJob(client, job, {
      save: (current) => {
        saved = JSON.stringify(current);
      },
      names: namesOf(job.snapshot),
      stopAfter,
    });
    return { done, saved: JSON.parse(saved) as MergeJob };
  }

  /** Everything the second company had is on the first, and nothing points at the second. */
  async function expectMergedInto(seed: Awaited<ReturnType<typeof seedPair>>, name: string) {
    const { keep, gone } = seed;
    await expect(getCompany(client, gone)).rejects.toSatisfy(isNotFound);
    const survivor = (await getCompany(client, keep)).value;
    expect(survivor.notes).toBe('gone notes');
    expect(survivor.tags.map((t) => t.name).sort()).toEqual(['Customer profile', 'merged-tag']);
    const locations = survivor.locations.map((l) => [l.label, l.city]);
    expect(locations.sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
      ['Office', ''],
      ['Office 2', 'Leeds'],
    ]);
    expect(survivor.megaComments.map((c) => c.comment)).toEqual([`Met ${name} at the fair`]);
    const superTags = await listRecordSuperTags(client, { collection: 'companies', id: keep });
    expect(superTags.map((s) => s.name)).toEqual(['Customer profile']);
    expect(superTags[0]!.fields).not.toEqual([]);
    expect((await listCompanyEmployees(client, keep)).map((p) => p.id).sort()).toEqual(
      [seed.ada, seed.bob].sort(),
    );
    expect((await getDeal(client, seed.dealWith)).value.dealWithId).toBe(keep);
    expect((await getDeal(client, seed.dealRelated)).value.attachedContactIds).toEqual([keep]);
    expect((await getTodo(client, seed.todo)).value.participantIds).toEqual([keep]);
    expect(
      (await listParticipants(client, { id: seed.memo })).map((p) => [p.contactId, p.role]).sort(),
    ).toEqual(
      [
        [seed.ada, 'from'],
        [keep, 'cc'],
      ].sort(),
    );
  }

  it('moves people, deals, to-dos, communications, comments, tags, SuperTag values and a location, then deletes the other', async () => {
    const seed = await seedPair('Northwind');
    const { done } = await run(await newMerge(seed.keep, seed.gone));
    expect(done.error).toBeNull();
    expect(done.skipped).toEqual([]);
    expect(done.done).toBe(done.steps.length);
    await expectMergedInto(seed, 'Northwind');
  });

  it('goes on from the step it stopped at, from the copy the browser kept', async () => {
    const seed = await seedPair('Contoso');
    const job = await newMerge(seed.keep, seed.gone);
    const stopAt = 4;
    const first = await run(job, stopAt);
    expect(first.saved.done).toBe(stopAt);
    // Half way: the other company still exists, with what has not moved yet.
    expect((await getCompany(client, seed.gone)).value.megaComments).toHaveLength(1);

    const second = await run(first.saved);
    expect(second.done.done).toBe(job.steps.length);
    await expectMergedInto(seed, 'Contoso');
  });

  it('stops on a failed step with the reason, and goes on once it can', async () => {
    const seed = await seedPair('Fabrikam');
    const job = await newMerge(seed.keep, seed.gone);
    const broken: MergeJob = {
      ...job,
      steps: [
        { kind: 'updateContact', contact: { id: 99_999_999 }, fields: { notes: 'x' } },
        ...job.steps,
      ],
    };
    const stopped = await run(broken);
    expect(stopped.saved.done).toBe(0);
    expect(stopped.saved.error).toMatch(/^Step 1 \(Set notes of record #99999999\)/);
    const resumed = await run({ ...stopped.saved, steps: job.steps });
    expect(resumed.done.error).toBeNull();
    await expectMergedInto(seed, 'Fabrikam');
  });

  it('undoes a merge: the deleted company comes back with all it had, the survivor as it was', async () => {
    const seed = await seedPair('Tailspin');
    const merged = (await run(await newMerge(seed.keep, seed.gone))).done;
    const undo: MergeJob = {
      ...merged,
      id: 'undo',
      kind: 'undo',
      steps: planUndo(merged),
      done: 0,
      results: {},
      skipped: [],
    };
    const { done } = await run(undo);
    expect(done.error).toBeNull();
    const back = done.recreated[String(seed.gone)]!;
    expect(back).toBeGreaterThan(seed.gone);

    const restored = (await getCompany(client, back)).value;
    expect([restored.name, restored.notes]).toEqual(['Tailspin Ltd', 'gone notes']);
    expect(restored.tags.map((t) => t.name).sort()).toEqual(['Customer profile', 'merged-tag']);
    expect(restored.locations.map((l) => [l.label, l.city])).toEqual([['Office', 'Leeds']]);
    expect(restored.megaComments.map((c) => c.comment)).toEqual(['Met Tailspin at the fair']);
    expect((await listCompanyEmployees(client, back)).map((p) => p.id).sort()).toEqual(
      [seed.ada, seed.bob].sort(),
    );
    expect((await getPerson(client, seed.ada)).value.companyId).toBe(back);
    expect((await getDeal(client, seed.dealWith)).value.dealWithId).toBe(back);
    expect((await getDeal(client, seed.dealRelated)).value.attachedContactIds).toEqual([back]);
    expect((await getTodo(client, seed.todo)).value.participantIds).toEqual([back]);
    expect(
      (await listParticipants(client, { id: seed.memo })).map((p) => [p.contactId, p.role]).sort(),
    ).toEqual(
      [
        [seed.ada, 'from'],
        [back, 'cc'],
      ].sort(),
    );

    const survivor = (await getCompany(client, seed.keep)).value;
    expect(survivor.notes).toBe('kept notes');
    expect(survivor.tags).toEqual([]);
    expect(survivor.locations.map((l) => l.label)).toEqual(['Office']);
    expect(survivor.megaComments).toEqual([]);
  });
});
