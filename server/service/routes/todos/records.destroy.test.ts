import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTodoList } from '#xml/todo';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('to-do records', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

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
});
