import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PROFILE, SOCIAL_MEDIA } from '../../../server/service/seed/seedSuperTags';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import {
  createCommunication,
  addParticipant,
  deleteCommunication,
  listParticipants,
} from '../../api/communications';
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanyAffiliations,
  listCompanyEmployees,
} from '../../api/companies';
import { addDealRelatedContact, createDeal, getDeal } from '../../api/deals';
import type { ApiClient } from '../../api/client/client';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPersonCommunications,
  updatePerson,
} from '../../api/people';
import { listRecordSuperTags, setRecordSuperTag } from '../../api/superTags';
import { addTags } from '../../api/tags';
import { clientForService } from '../../api/testing/serviceClient';
import { addTodoRelatedContact, createTodo, getTodo } from '../../api/todos';
import { recreateCompany, recreatePerson } from './recreateContact';
import { takeContactLinks } from './snapshotContactLinks';

/** Undo of a delete against the real service: the re-created record gets its extras and its links back. */
describe('recreating a deleted contact', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    await service.store.tags.defineSuperTag(service.scope.accountId, CUSTOMER_PROFILE);
    await service.store.tags.defineSuperTag(service.scope.accountId, SOCIAL_MEDIA);
    client = clientForService(service);
  });
  afterAll(() => service.close());

  /** What the console does: read the links, delete, later re-create from the record as shown. */
  async function deleteCompanyAsConsole(id: number) {
    const before = (await getCompany(client, id)).value;
    const links = await takeContactLinks(client, { collection: 'companies', id });
    await deleteCompany(client, id);
    return { before, links };
  }

  async function deletePersonAsConsole(id: number) {
    const before = (await getPerson(client, id)).value;
    const links = await takeContactLinks(client, { collection: 'people', id });
    await deletePerson(client, id);
    return { before, links };
  }

  it('restores a company with its plain tags and multiple-choice SuperTag values, commas included', async () => {
    const id = await createCompany(client, { name: 'Undone & Co' });
    await addTags(client, { record: { collection: 'companies', id }, names: ['vip'] });
    const interests = [
      CUSTOMER_PROFILE.fields[1]!.options.find((o) => o.includes(','))!,
      CUSTOMER_PROFILE.fields[1]!.options.at(-1)!,
    ];
    await setRecordSuperTag(client, {
      record: { collection: 'companies', id },
      name: 'Customer profile',
      values: { Interest: interests },
    });
    const { before, links } = await deleteCompanyAsConsole(id);

    const restored = await recreateCompany(client, before, links);
    expect(restored.id).not.toBe(id);
    expect(restored.missing).toEqual([]);
    const after = (await getCompany(client, restored.id)).value;
    expect(after.tags.map((t) => t.name).sort()).toEqual(['Customer profile', 'vip']);
    const superTags = await listRecordSuperTags(client, {
      collection: 'companies',
      id: restored.id,
    });
    expect(superTags.map((s) => [s.name, s.fields])).toEqual([
      ['Customer profile', before.tags.find((t) => t.supertag)!.fields],
    ]);
    const restoredInterests = superTags[0]!.fields[0];
    expect(
      restoredInterests?.kind === 'choices' ? [...restoredInterests.values].sort() : null,
    ).toEqual([...interests].sort());
  });

  it('restores a person with text SuperTag values whose field names have spaces', async () => {
    const id = await createPerson(client, { firstName: 'Ada', lastName: 'Restored' });
    await setRecordSuperTag(client, {
      record: { collection: 'people', id },
      name: 'Social media',
      values: { 'Twitter username': '@ada, again', 'Work blog': 'https://blog.example/ada' },
    });
    const { before, links } = await deletePersonAsConsole(id);

    const restored = await recreatePerson(client, before, links);
    const superTags = await listRecordSuperTags(client, { collection: 'people', id: restored.id });
    expect(superTags).toHaveLength(1);
    expect(superTags[0]!.fields).toEqual([
      { kind: 'text', element: 'Twitter_username', value: '@ada, again' },
      { kind: 'text', element: 'Work_blog', value: 'https://blog.example/ada' },
    ]);
  });

  it('gives a restored company back its employees, its cc on a communication, its to-do and its deals', async () => {
    const id = await createCompany(client, { name: 'Linked Co' });
    const ada = await createPerson(client, { firstName: 'Ada', lastName: 'Staff', companyId: id });
    const bob = await createPerson(client, { firstName: 'Bob', lastName: 'Staff', companyId: id });
    const memo = await createCommunication(client, { subject: 'Quarterly memo', ctype: 'email' });
    await addParticipant(client, { id: memo, contactId: ada, role: 'from' });
    await addParticipant(client, { id: memo, contactId: id, role: 'cc' });
    const todo = await createTodo(client, { title: 'Call Linked Co' });
    await addTodoRelatedContact(client, { id: todo, contactId: id });
    const dealWith = await createDeal(client, { title: 'Big order', dealWithId: id });
    const dealRelated = await createDeal(client, { title: 'Side deal' });
    await addDealRelatedContact(client, { id: dealRelated, contactId: id });
    const { before, links } = await deleteCompanyAsConsole(id);
    // The delete really dropped them: nothing below would pass without re-linking.
    expect((await getPerson(client, ada)).value.companyId).toBeNull();
    expect(await listParticipants(client, { id: memo })).toHaveLength(1);

    const restored = await recreateCompany(client, before, links);
    expect(restored.missing).toEqual([]);
    const newId = restored.id;
    expect((await listCompanyEmployees(client, newId)).map((p) => p.id).sort()).toEqual(
      [ada, bob].sort(),
    );
    expect((await listCompanyAffiliations(client, newId)).map((a) => a.recordId).sort()).toEqual(
      [ada, bob].sort(),
    );
    expect(
      (await listParticipants(client, { id: memo })).map((p) => [p.contactId, p.role]).sort(),
    ).toEqual([
      [ada, 'from'],
      [newId, 'cc'],
    ]);
    expect((await getTodo(client, todo)).value.participantIds).toEqual([newId]);
    expect((await getDeal(client, dealWith)).value.dealWithId).toBe(newId);
    expect((await getDeal(client, dealRelated)).value.attachedContactIds).toEqual([newId]);
  });

  it('gives a restored person back every role on a communication, its to-do, its deal and its employer', async () => {
    const employer = await createCompany(client, { name: 'Employer Co' });
    const id = await createPerson(client, {
      firstName: 'Cy',
      lastName: 'Linked',
      companyId: employer,
    });
    const call = await createCommunication(client, { subject: 'Call notes', ctype: 'phone' });
    await addParticipant(client, { id: call, contactId: id, role: 'from' });
    await addParticipant(client, { id: call, contactId: id, role: 'bcc' });
    const todo = await createTodo(client, { title: 'Follow up with Cy' });
    await addTodoRelatedContact(client, { id: todo, contactId: id });
    const deal = await createDeal(client, { title: 'Cy’s deal', dealWithId: id });
    const { before, links } = await deletePersonAsConsole(id);

    const restored = await recreatePerson(client, before, links);
    expect(restored.missing).toEqual([]);
    expect((await getPerson(client, restored.id)).value.companyId).toBe(employer);
    expect(
      (await listParticipants(client, { id: call })).map((p) => [p.contactId, p.role]).sort(),
    ).toEqual([
      [restored.id, 'bcc'],
      [restored.id, 'from'],
    ]);
    expect((await listPersonCommunications(client, restored.id)).map((c) => c.id)).toEqual([call]);
    expect((await getTodo(client, todo)).value.participantIds).toEqual([restored.id]);
    expect((await getDeal(client, deal)).value.dealWithId).toBe(restored.id);
  });

  it('reads every page of a company’s employees and communications, not only the first ten', async () => {
    const id = await createCompany(client, { name: 'Many Co' });
    const people = [];
    for (let n = 0; n < 12; n += 1)
      people.push(
        await createPerson(client, { firstName: `P${n}`, lastName: 'Many', companyId: id }),
      );
    const communications = [];
    for (let n = 0; n < 12; n += 1) {
      const communication = await createCommunication(client, {
        subject: `Note ${n}`,
        ctype: 'note',
      });
      await addParticipant(client, { id: communication, contactId: id, role: 'to' });
      communications.push(communication);
    }
    const links = await takeContactLinks(client, { collection: 'companies', id });
    expect(links.employees.map((e) => e.id)).toEqual(people);
    expect(links.participations.map((p) => [p.id, p.role])).toEqual(
      communications.map((c) => [c, 'to']),
    );
  });

  it('a restore that fails after the create still gives the new id and says what is missing', async () => {
    const id = await createCompany(client, { name: 'Partly Co' });
    const stays = await createPerson(client, {
      firstName: 'Dee',
      lastName: 'Stays',
      companyId: id,
    });
    const moves = await createPerson(client, {
      firstName: 'Eve',
      lastName: 'Moves',
      companyId: id,
    });
    const gone = await createCommunication(client, { subject: 'Gone memo', ctype: 'email' });
    await addParticipant(client, { id: gone, contactId: id, role: 'cc' });
    const { before, links } = await deleteCompanyAsConsole(id);
    // Meanwhile: the communication is deleted, and Eve joins another company.
    await deleteCommunication(client, gone);
    const elsewhere = await createCompany(client, { name: 'Elsewhere Inc' });
    await updatePerson(client, { id: moves, input: { companyId: elsewhere } });

    const restored = await recreateCompany(client, before, links);
    expect(restored.missing).toEqual([
      'Employees not linked again: Eve Moves (works at Elsewhere Inc now)',
      'Communications it is not back in: “Gone memo” as cc (deleted meanwhile)',
    ]);
    expect((await getCompany(client, restored.id)).value.name).toBe('Partly Co');
    expect((await listCompanyEmployees(client, restored.id)).map((p) => p.id)).toEqual([stays]);
    expect((await getPerson(client, moves)).value.companyId).toBe(elsewhere);
  });

  it('a person whose employer was deleted meanwhile comes back without it, and says so', async () => {
    const employer = await createCompany(client, { name: 'Vanished Co' });
    const id = await createPerson(client, {
      firstName: 'Fay',
      lastName: 'Left',
      companyId: employer,
    });
    const { before, links } = await deletePersonAsConsole(id);
    await deleteCompany(client, employer);

    const restored = await recreatePerson(client, before, links);
    expect(restored.missing).toEqual(['Employer “Vanished Co”: deleted meanwhile']);
    expect((await getPerson(client, restored.id)).value.companyId).toBeNull();
  });
});
