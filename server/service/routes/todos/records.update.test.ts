import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('to-do records', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  describe('assignee', () => {
    it("assigns by e-mail, ignores a name or another account's e-mail, refuses a foreign assigned_to_id", async () => {
      const bob = await t.service.addUser('Bob Example', 'bob@example.com');
      const eve = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
      const byEmail = await t.create(
        'todos',
        '<todo><title>a</title><assigned_to>bob@EXAMPLE.com</assigned_to></todo>',
      );
      expect(await t.showTodo(byEmail)).toMatchObject({
        assignedTo: 'Bob Example',
        assignedToId: bob.scope.userId,
      });
      const byName = await t.create(
        'todos',
        '<todo><title>b</title><assigned_to>Bob Example</assigned_to></todo>',
      );
      expect((await t.showTodo(byName)).assignedToId).toBe(t.service.scope.userId);
      const foreignEmail = await t.create(
        'todos',
        '<todo><title>c</title><assigned_to>eve@example.org</assigned_to></todo>',
      );
      expect((await t.showTodo(foreignEmail)).assignedToId).toBe(t.service.scope.userId);
      const foreignId = await t.service.request('POST', '/service/todos.xml', {
        body: `<todo><title>d</title><assigned_to_id>${eve.scope.userId}</assigned_to_id></todo>`,
      });
      expect(foreignId.status).toBe(422);
      expect(decodeErrorDocument(foreignId.text)).toEqual([
        `Assigned to id ${eve.scope.userId} is not a user of this account`,
      ]);

      expect(
        (
          await t.service.request('PUT', `/service/todos/${byEmail}.xml`, {
            body: '<todo><assigned_to>Test Admin</assigned_to></todo>',
          })
        ).status,
      ).toBe(200);
      expect((await t.showTodo(byEmail)).assignedToId).toBe(bob.scope.userId);
      expect(
        (
          await t.service.request('PUT', `/service/todos/${byEmail}.xml`, {
            body: `<todo><assigned_to_id>${t.service.scope.userId}</assigned_to_id></todo>`,
          })
        ).status,
      ).toBe(200);
      expect((await t.showTodo(byEmail)).assignedTo).toBe('Test Admin');
    });
  });

  describe('update', () => {
    it('changes the given fields only, with exactly 200 and the new ETag', async () => {
      const id = await t.create(
        'todos',
        '<todo><title>a</title><description>keep</description><due_date>2030-12-13 09:00:00 +0000</due_date></todo>',
      );
      const res = await t.service.request('PUT', `/service/todos/${id}.xml`, {
        body: '<todo><title>b</title><complete>True</complete><flagged>1</flagged></todo>',
      });
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(res.headers['etag']).toBe('"v2"');
      expect(await t.showTodo(id)).toMatchObject({
        title: 'b',
        description: 'keep',
        complete: true,
        flagged: true,
        dueDate: '2030-12-13T09:00:00Z',
      });
      await t.service.request('PUT', `/service/todos/${id}.xml`, {
        body: '<todo><due_date></due_date><participants type="array"/></todo>',
      });
      expect((await t.showTodo(id)).dueDate).toBeNull();
    });

    it('accepts the whole record as shown without changing it', async () => {
      const person = await t.person('Jane', 'Example');
      const id = await t.create(
        'todos',
        `<todo><title>a</title><due_date>2030-12-13 09:00:00 +0000</due_date><flagged>true</flagged><participants><participant_id>${person}</participant_id></participants></todo>`,
      );
      const before = await t.showTodo(id);
      const shown = await t.service.request('GET', `/service/todos/${id}.xml`);
      expect(
        (await t.service.request('PUT', `/service/todos/${id}.xml`, { body: shown.text })).status,
      ).toBe(200);
      const after = await t.showTodo(id);
      expect({ ...after, updatedAt: before.updatedAt }).toEqual(before);
    });

    it('refuses a stale If-Match with 412 and leaves the to-do unchanged', async () => {
      const id = await t.create('todos', '<todo><title>a</title></todo>');
      await t.service.request('PUT', `/service/todos/${id}.xml`, {
        body: '<todo><title>b</title></todo>',
        headers: { 'if-match': '"v1"' },
      });
      const stale = await t.service.request('PUT', `/service/todos/${id}.xml`, {
        body: '<todo><title>c</title><complete>true</complete></todo>',
        headers: { 'if-match': '"v1"' },
      });
      expect(stale.status).toBe(412);
      expect(await t.showTodo(id)).toMatchObject({ title: 'b', complete: false });
      expect((await t.service.request('GET', `/service/todos/${id}.xml`)).headers['etag']).toBe(
        '"v2"',
      );
    });

    it('answers 400 for a bad due date and 422 for a blank title, changing nothing', async () => {
      const id = await t.create('todos', '<todo><title>a</title></todo>');
      expect(
        (
          await t.service.request('PUT', `/service/todos/${id}.xml`, {
            body: '<todo><title>b</title><due_date>soon</due_date></todo>',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await t.service.request('PUT', `/service/todos/${id}.xml`, {
            body: '<todo><title> </title><complete>true</complete></todo>',
          })
        ).status,
      ).toBe(422);
      expect(await t.showTodo(id)).toMatchObject({ title: 'a', complete: false });
    });
  });
});
