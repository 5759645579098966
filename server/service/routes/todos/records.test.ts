import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodeTodoList } from '#xml/todo';
import { childText } from '#xml/tree';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('to-do records', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  const allIds = async (): Promise<number[]> =>
    decodeTodoList((await t.service.request('GET', '/service/todos.xml')).xml!).map(
      (todo) => todo.id,
    );

  describe('create and show', () => {
    it('creates with defaults: not flagged, not complete, no due date, assigned to and by the current user', async () => {
      const id = await t.create('todos', '<todo><title>Call</title></todo>');
      const res = await t.service.request('GET', `/service/todos/${id}.xml`);
      expect(res.headers['etag']).toBe('"v1"');
      expect(res.xml!.children.map((c) => c.name)).toEqual([
        'id',
        'title',
        'description',
        'due_date',
        'flagged',
        'complete',
        'assigned_by',
        'assigned_to',
        'participants',
        'tags',
        'mega_comments',
        'created_at',
        'updated_at',
        'assigned_to_id',
      ]);
      expect(await t.showTodo(id)).toMatchObject({
        id,
        title: 'Call',
        description: '',
        dueDate: null,
        flagged: false,
        complete: false,
        assignedBy: 'Test Admin',
        assignedTo: 'Test Admin',
        assignedToId: t.service.scope.userId,
        participantIds: [],
      });
    });

    it.each([
      ['Format A', '2030-12-13 09:00:00 +0000'],
      ['Format A with another offset', '2030-12-13 04:00:00 -0500'],
      ['Format B', 'Fri Dec 13 09:00:00 UTC 2030'],
      ['Format B without weekday', 'Dec 13 09:00:00 UTC 2030'],
    ])('reads the due date in %s', async (_format, text) => {
      const id = await t.create(
        'todos',
        `<todo><title>x</title><due_date>${text}</due_date></todo>`,
      );
      expect((await t.showTodo(id)).dueDate).toBe('2030-12-13T09:00:00Z');
    });

    it('writes the due date in Format A with the account offset', async () => {
      const id = await t.create(
        'todos',
        '<todo><title>x</title><due_date>2030-12-13 09:00:00 +0000</due_date></todo>',
      );
      await t.db
        .updateTable('accounts')
        .set({ utc_offset_minutes: -240 })
        .where('id', '=', t.service.scope.accountId)
        .execute();
      const res = await t.service.request('GET', `/service/todos/${id}.xml`);
      expect(childText(res.xml!, 'due_date')).toBe('2030-12-13 05:00:00 -0400');
    });

    it('shows a creator who assigned it to someone else as assigned_by', async () => {
      const bob = await t.service.addUser('Bob Example', 'bob@example.com');
      const id = await t.create(
        'todos',
        '<todo><title>x</title><assigned_to>admin@example.com</assigned_to></todo>',
        bob.token,
      );
      expect(await t.showTodo(id)).toMatchObject({
        assignedBy: 'Bob Example',
        assignedTo: 'Test Admin',
        assignedToId: t.service.scope.userId,
      });
    });

    it('answers 400 for a bad due date and 422 for a missing title or bad boolean, creating nothing', async () => {
      const bad = await t.service.request('POST', '/service/todos.xml', {
        body: '<todo><title>x</title><due_date>Feb 30 09:00:00 UTC 2030</due_date></todo>',
      });
      expect(bad.status).toBe(400);
      expect(decodeErrorDocument(bad.text)[0]).toMatch(/^Due date is not a valid time/);
      const noTitle = await t.service.request('POST', '/service/todos.xml', {
        body: '<todo><description>x</description></todo>',
      });
      expect(noTitle.status).toBe(422);
      expect(decodeErrorDocument(noTitle.text)).toEqual(["Title can't be blank"]);
      expect(
        (
          await t.service.request('POST', '/service/todos.xml', {
            body: '<todo><title>x</title><flagged>maybe</flagged></todo>',
          })
        ).status,
      ).toBe(422);
      expect(await allIds()).toEqual([]);
    });

    it('takes participants on create; unknown or foreign ones are a 422', async () => {
      const person = await t.person('Jane', 'Example');
      const foreign = await t.company(
        'Elsewhere',
        await t.service.store.accounts.createAccount('Other'),
      );
      const id = await t.create(
        'todos',
        `<todo><title>x</title><participants><participant_id>${person}</participant_id></participants></todo>`,
      );
      expect((await t.showTodo(id)).participantIds).toEqual([person]);
      const res = await t.service.request('POST', '/service/todos.xml', {
        body: `<todo><title>y</title><participants><participant_id>${foreign}</participant_id></participants></todo>`,
      });
      expect(res.status).toBe(422);
      expect(decodeErrorDocument(res.text)).toEqual([`Participants do not exist: ${foreign}`]);
      expect(await allIds()).toEqual([id]);
    });
  });

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

  describe('destroy and isolation', () => {
    it('deletes with exactly 200, drops it from deals (which change version), then 404', async () => {
      const person = await t.person('Jane', 'Example');
      const id = await t.create(
        'todos',
        `<todo><title>a</title><participants><participant_id>${person}</participant_id></participants></todo>`,
      );
      const deal = await t.create(
        'deals',
        `<deal><title>d</title><todos><todo_id>${id}</todo_id></todos></deal>`,
      );
      const res = await t.service.request('DELETE', `/service/todos/${id}.xml`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(await t.linkCount('todo_contacts', id)).toBe(0);
      expect((await t.showDeal(deal)).todoIds).toEqual([]);
      expect((await t.service.request('GET', `/service/deals/${deal}.xml`)).headers['etag']).toBe(
        '"v2"',
      );
      expect((await t.service.request('GET', `/service/todos/${id}.xml`)).status).toBe(404);
      expect((await t.service.request('DELETE', `/service/todos/${id}.xml`)).status).toBe(404);
    });

    it('hides a to-do from another account: 404 on show, update and destroy; not listed', async () => {
      const id = await t.create('todos', '<todo><title>mine</title></todo>');
      const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
      expect(
        (await t.service.request('GET', `/service/todos/${id}.xml`, { token: other.token })).status,
      ).toBe(404);
      expect(
        (
          await t.service.request('PUT', `/service/todos/${id}.xml`, {
            token: other.token,
            body: '<todo><title>x</title></todo>',
          })
        ).status,
      ).toBe(404);
      expect(
        (await t.service.request('DELETE', `/service/todos/${id}.xml`, { token: other.token }))
          .status,
      ).toBe(404);
      expect((await t.service.request('GET', '/service/todos/abc.xml')).status).toBe(404);
      for (const query of ['', `?updated_since=${encodeURIComponent('Jan 1 00:00:00 UTC 2000')}`]) {
        const res = await t.service.request('GET', `/service/todos.xml${query}`, {
          token: other.token,
        });
        expect(decodeTodoList(res.xml!)).toEqual([]);
      }
      expect((await t.showTodo(id)).title).toBe('mine');
    });
  });

  describe('embedded tags and comments', () => {
    it("shows the to-do's tags and comments", async () => {
      const id = await t.create('todos', '<todo><title>a</title></todo>');
      expect(
        (
          await t.service.request('PUT', `/service/todos/${id}/add_tag.xml`, {
            body: '<tag>urgent</tag>',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.service.request('POST', `/service/todos/${id}/comments.xml`, {
            body: '<comment><comment>on it</comment></comment>',
          })
        ).status,
      ).toBe(201);
      const todo = await t.showTodo(id);
      expect(todo.tags.map((tag) => tag.name)).toEqual(['urgent']);
      expect(todo.megaComments.map((c) => c.comment)).toEqual(['on it']);
    });
  });
});
