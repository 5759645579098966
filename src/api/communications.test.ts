import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { createComment, deleteComment, getComment, updateComment } from './comments';
import {
  addParticipant,
  createCommunication,
  deleteCommunication,
  getCommunication,
  listCommunications,
  listParticipants,
  removeParticipant,
  updateCommunication,
} from './communications';
import { getDeal, createDeal } from './deals';
import { isNotFound } from './client/apiError';
import type { ApiClient } from './client/client';
import { createPerson, listPersonCommunications } from './people';
import { clientForService } from './testing/serviceClient';
import { getCurrentUser, listUsers } from './users';

/** communications.ts, comments.ts and users.ts against the real service. */
describe('communications, participants, comments and users', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    client = clientForService(service);
  });
  afterAll(() => service.close());

  it('creates a communication, manages participants and finds it by contact', async () => {
    const personId = await createPerson(client, { firstName: 'Pat', lastName: 'Participant' });
    const id = await createCommunication(client, {
      subject: 'Hello',
      body: 'Line & line',
      date: '2009-03-17T20:16:35Z',
      ctype: 'phone',
    });
    const shown = await getCommunication(client, id);
    expect(shown.value).toMatchObject({
      id,
      subject: 'Hello',
      body: 'Line & line',
      date: '2009-03-17T20:16:35Z',
    });
    expect(shown.value.ctype.toLowerCase()).toBe('phone');

    await addParticipant(client, { id, contactId: personId, role: 'to' });
    expect((await listParticipants(client, { id })).map((p) => [p.contactId, p.role])).toEqual([
      [personId, 'to'],
    ]);
    expect(await listParticipants(client, { id, role: 'cc' })).toEqual([]);
    expect((await listCommunications(client, { contactId: personId })).map((c) => c.id)).toEqual([
      id,
    ]);
    expect((await listPersonCommunications(client, personId)).map((c) => c.id)).toEqual([id]);
    expect(
      (
        await listCommunications(client, { ctype: 'phone', createdSince: '2000-01-01T00:00:00Z' })
      ).map((c) => c.id),
    ).toEqual([id]);
    expect(await listCommunications(client, { createdBefore: '2000-01-01T00:00:00Z' })).toEqual([]);
    await removeParticipant(client, { id, contactId: personId, role: 'to' });
    expect(await listParticipants(client, { id })).toEqual([]);

    // Participant changes move the record's version: update with the current ETag.
    await updateCommunication(client, {
      id,
      input: { subject: 'Hello again' },
      ifMatch: (await getCommunication(client, id)).etag!,
    });
    expect((await getCommunication(client, id)).value.subject).toBe('Hello again');
    await deleteCommunication(client, id);
    await expect(getCommunication(client, id)).rejects.toSatisfy(isNotFound);
  });

  it('comments on a record, edits and deletes the comment', async () => {
    const dealId = await createDeal(client, { title: 'Commented' });
    const id = await createComment(client, {
      record: { collection: 'deals', id: dealId },
      input: { comment: 'First <thought>' },
    });
    expect((await getComment(client, id)).value).toMatchObject({
      id,
      comment: 'First <thought>',
      user: 'Test Admin',
      recordId: dealId,
    });
    expect((await getDeal(client, dealId)).value.megaComments.map((c) => c.comment)).toEqual([
      'First <thought>',
    ]);

    await updateComment(client, { id, input: { comment: 'Second thought' } });
    expect((await getComment(client, id)).value.comment).toBe('Second thought');
    await deleteComment(client, id);
    await expect(getComment(client, id)).rejects.toSatisfy(isNotFound);
  });

  it('lists users and shows the current one', async () => {
    await service.addUser('Bob Example', 'bob@example.com');
    expect((await listUsers(client)).map((u) => u.email)).toEqual([
      'admin@example.com',
      'bob@example.com',
    ]);
    expect(await getCurrentUser(client)).toMatchObject({
      name: 'Test Admin',
      email: 'admin@example.com',
    });
  });
});
