import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import type { ApiClient } from '../../api/client/client';
import { clientForService } from '../../api/testing/serviceClient';
import { decodeTodo, type Todo } from '#xml/todo';
import { escapeXml } from '#xml/writer';
import { recreateTodo } from './recreateTodo';

/** Undo of a to-do delete against the real service: everything the to-do carried comes back, or is named. */
let service: TestService;
let client: ApiClient;

async function create(path: string, body: string): Promise<number> {
  const created = await service.request('POST', path, { body });
  expect(created.status, created.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function shown(id: number): Promise<Todo> {
  const response = await service.request('GET', `/service/todos/${id}.xml`);
  expect(response.status).toBe(200);
  return decodeTodo(response.xml!);
}

/** A to-do with two related contacts, two tags and two comments, as the list showed it before it was deleted. */
async function deletedTodo(title: string, contacts: readonly number[]): Promise<Todo> {
  const participants = contacts.map((id) => `<participant_id>${id}</participant_id>`).join('');
  const id = await create(
    '/service/todos.xml',
    `<todo><title>${escapeXml(title)}</title><flagged>true</flagged><participants>${participants}</participants></todo>`,
  );
  expect(
    (
      await service.request('PUT', `/service/todos/${id}/add_tag.xml`, {
        body: '<tags type="array"><tag><name>Urgent</name></tag><tag><name>Q4, EMEA</name></tag></tags>',
      })
    ).status,
  ).toBe(200);
  await create(
    `/service/todos/${id}/comments.xml`,
    '<comment><comment>Called, no answer</comment></comment>',
  );
  await create(
    `/service/todos/${id}/comments.xml`,
    '<comment><comment>Try again on Monday</comment></comment>',
  );
  const todo = await shown(id);
  expect((await service.request('DELETE', `/service/todos/${id}.xml`)).status).toBe(200);
  return todo;
}

let ada = 0;
let acme = 0;

beforeAll(async () => {
  service = await startTestService();
  client = clientForService(service);
  ada = await create('/service/people.xml', '<person><first_name>Ada</first_name></person>');
  acme = await create('/service/companies.xml', '<company><name>Acme</name></company>');
});

afterAll(async () => {
  await service.close();
});

describe('re-creating a deleted to-do', () => {
  it('brings back its fields, related contacts, tags and comments', async () => {
    const before = await deletedTodo('Chase the invoice', [ada, acme]);
    const { id, notRestored } = await recreateTodo(client, before, 'admin@example.com');
    expect(notRestored).toEqual([]);
    const after = await shown(id);
    expect(id).not.toBe(before.id);
    expect(after).toMatchObject({
      title: 'Chase the invoice',
      flagged: true,
      participantIds: [ada, acme],
      assignedTo: 'Test Admin',
    });
    expect(after.tags.map((tag) => tag.name).sort()).toEqual(['Q4, EMEA', 'Urgent']);
    expect(after.megaComments.map((comment) => comment.comment)).toEqual([
      'Called, no answer',
      'Try again on Monday',
    ]);
  });

  it('restores the rest when a related contact is gone, and says which one is missing', async () => {
    const gone = await create(
      '/service/people.xml',
      '<person><first_name>Gone</first_name></person>',
    );
    const before = await deletedTodo('Send the contract', [gone, acme]);
    expect((await service.request('DELETE', `/service/people/${gone}.xml`)).status).toBe(200);
    const { id, notRestored } = await recreateTodo(client, before, null);
    expect(notRestored).toEqual([`Related contact #${gone}: Contact ${gone} does not exist`]);
    const after = await shown(id);
    expect(after.participantIds).toEqual([acme]);
    expect(after.tags).toHaveLength(2);
    expect(after.megaComments).toHaveLength(2);
  });
});
