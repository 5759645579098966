import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('deal records', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

  describe('destroy', () => {
    it('deletes with exactly 200 and removes its links; then 404', async () => {
      const person = await t.person('Jane', 'Example');
      const todo = await t.todo('x');
      const id = await t.create(
        'deals',
        `<deal><title>a</title><attached_contacts><attached_contacts_id>${person}</attached_contacts_id></attached_contacts><todos><todo_id>${todo}</todo_id></todos></deal>`,
      );
      expect(await t.linkCount('deal_contacts', id)).toBe(1);
      const res = await t.service.request('DELETE', `/service/deals/${id}.xml`);
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(await t.linkCount('deal_contacts', id)).toBe(0);
      expect(await t.linkCount('deal_todos', id)).toBe(0);
      expect((await t.service.request('GET', `/service/deals/${id}.xml`)).status).toBe(404);
      expect((await t.service.request('DELETE', `/service/deals/${id}.xml`)).status).toBe(404);
      // The linked records themselves stay.
      expect((await t.versionOf('contacts', person)).version).toBe(1);
      expect((await t.versionOf('todos', todo)).version).toBe(1);
    });
  });
});
