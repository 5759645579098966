import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodeTodoList } from '#xml/todo';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('related contacts (participants) of a to-do', () => {
  let t: DealsTodosService;
  let todo: number;
  beforeEach(async () => {
    t = await startDealsTodosService();
    todo = await t.create('todos', '<todo><title>Call</title></todo>');
  });
  afterEach(() => t.close());

  const add = (id: number, query: string, token?: string) =>
    t.service.request('PUT', `/service/todos/${id}/add_related_contact.xml${query}`, { token });
  const remove = (id: number, query: string, token?: string) =>
    t.service.request('DELETE', `/service/todos/${id}/remove_related_contact.xml${query}`, {
      token,
    });

  it('adds (idempotent) and removes participants with exactly 200 and an empty body', async () => {
    const [jane, corp] = [await t.person('Jane', 'Example'), await t.company('Corp')];
    const added = await add(todo, `?contact_id=${jane}`);
    expect(added.status).toBe(200);
    expect(added.text).toBe('');
    expect(
      (
        await t.service.request('PUT', `/service/todos/${todo}/add_related_contact.xml`, {
          body: `contact_id=${corp}`,
          contentType: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    expect((await add(todo, `?contact_id=${jane}`)).status).toBe(200);
    expect((await t.showTodo(todo)).participantIds).toEqual([jane, corp]);
    expect((await t.versionOf('todos', todo)).version).toBe(3);

    const removed = await t.service.request(
      'DELETE',
      `/service/todos/${todo}/remove_related_contact.xml`,
      { body: `<todo><contact_id>${jane}</contact_id></todo>` },
    );
    expect(removed.status).toBe(200);
    expect((await remove(todo, `?contact_id=${jane}`)).status).toBe(200);
    expect((await t.showTodo(todo)).participantIds).toEqual([corp]);
  });

  it('answers 422 for a bad or unknown contact id and 404 for a missing or foreign to-do', async () => {
    const jane = await t.person('Jane', 'Example');
    expect(decodeErrorDocument((await add(todo, '')).text)).toEqual(["Contact id can't be blank"]);
    expect((await add(todo, '?contact_id=1.5')).status).toBe(422);
    const unknown = await remove(todo, '?contact_id=9999');
    expect(unknown.status).toBe(422);
    expect(decodeErrorDocument(unknown.text)).toEqual(['Contact 9999 does not exist']);
    expect((await add(todo + 100, `?contact_id=${jane}`)).status).toBe(404);
    const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    const foreignContact = await t.person('Eve', 'Contact', other.scope.accountId);
    expect((await add(todo, `?contact_id=${foreignContact}`)).status).toBe(422);
    expect((await add(todo, `?contact_id=${jane}`, other.token)).status).toBe(404);
    expect((await t.showTodo(todo)).participantIds).toEqual([]);
  });

  describe('to-dos of a company or person', () => {
    it('lists the to-dos with that contact as a participant', async () => {
      const [jane, corp] = [await t.person('Jane', 'Example'), await t.company('Corp')];
      const second = await t.create(
        'todos',
        `<todo><title>Second</title><participants><participant_id>${corp}</participant_id></participants></todo>`,
      );
      await add(todo, `?contact_id=${jane}`);
      await add(todo, `?contact_id=${corp}`);
      const ofCorp = await t.service.request('GET', `/service/companies/${corp}/todos.xml`);
      expect(ofCorp.status).toBe(200);
      expect(decodeTodoList(ofCorp.xml!).map((x) => x.id)).toEqual([todo, second]);
      const ofJane = await t.service.request('GET', `/service/people/${jane}/todos.xml`);
      expect(decodeTodoList(ofJane.xml!).map((x) => [x.id, x.title])).toEqual([[todo, 'Call']]);
      const lonely = await t.person('No', 'Todos');
      expect(
        decodeTodoList(
          (await t.service.request('GET', `/service/people/${lonely}/todos.xml`)).xml!,
        ),
      ).toEqual([]);
    });

    it("answers 404 for a missing contact, the other kind, or another account's contact", async () => {
      const [jane, corp] = [await t.person('Jane', 'Example'), await t.company('Corp')];
      expect((await t.service.request('GET', `/service/companies/${jane}/todos.xml`)).status).toBe(
        404,
      );
      expect((await t.service.request('GET', `/service/people/${corp}/todos.xml`)).status).toBe(
        404,
      );
      expect((await t.service.request('GET', '/service/people/99999/todos.xml')).status).toBe(404);
      expect((await t.service.request('GET', '/service/people/x/todos.xml')).status).toBe(404);
      const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
      expect(
        (
          await t.service.request('GET', `/service/companies/${corp}/todos.xml`, {
            token: other.token,
          })
        ).status,
      ).toBe(404);
    });
  });
});
