import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('to-do records', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
  });
  afterEach(() => t.close());

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
