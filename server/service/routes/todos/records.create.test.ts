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
});
