import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodeTodoList } from '#xml/todo';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

describe('to-do lists and search', () => {
  let t: DealsTodosService;
  let bob: { token: string; scope: { userId: number } };
  let mine: number;
  let bobs: number;
  let withJane: number;
  let withCorp: number;
  let jane: number;
  let corp: number;
  beforeEach(async () => {
    t = await startDealsTodosService();
    bob = await t.service.addUser('Bob Example', 'bob@example.com');
    jane = await t.person('Jane', 'Example');
    corp = await t.company('Corp');
    mine = await t.create('todos', '<todo><title>mine</title></todo>');
    bobs = await t.create(
      'todos',
      '<todo><title>bob</title><assigned_to>bob@example.com</assigned_to></todo>',
    );
    withJane = await t.create(
      'todos',
      `<todo><title>jane</title><assigned_to>bob@example.com</assigned_to><participants><participant_id>${jane}</participant_id></participants></todo>`,
    );
    withCorp = await t.create(
      'todos',
      `<todo><title>corp</title><participants><participant_id>${corp}</participant_id><participant_id>${jane}</participant_id></participants></todo>`,
    );
    await t.setUpdatedAt('todos', mine, '2009-03-01T00:00:00Z');
    await t.setUpdatedAt('todos', bobs, '2009-03-20T00:00:00Z');
    await t.setUpdatedAt('todos', withJane, '2009-03-01T00:00:00Z');
    await t.setUpdatedAt('todos', withCorp, '2009-03-20T00:00:00Z');
  });
  afterEach(() => t.close());

  const ids = async (query: string, token?: string): Promise<number[]> => {
    const res = await t.service.request('GET', `/service/todos.xml${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return decodeTodoList(res.xml!).map((todo) => todo.id);
  };

  it("lists the current user's to-dos without parameters", async () => {
    expect(await ids('')).toEqual([mine, withCorp]);
    expect(await ids('', bob.token)).toEqual([bobs, withJane]);
  });

  it("searches all users' to-dos by one option", async () => {
    expect(await ids('?assigned_to=BOB%40example.com')).toEqual([bobs, withJane]);
    expect(await ids('?assigned_to=nobody%40example.com')).toEqual([]);
    expect(await ids(`?person_id=${jane}`)).toEqual([withJane, withCorp]);
    expect(await ids(`?company_id=${corp}`)).toEqual([withCorp]);
    // The id must be of the kind the option names.
    expect(await ids(`?company_id=${jane}`)).toEqual([]);
    expect(await ids(`?updated_since=${encodeURIComponent('Mar 17 20:16:35 UTC 2009')}`)).toEqual([
      bobs,
      withCorp,
    ]);
    // Paging parameters are not search options and do not page to-do lists.
    expect(await ids('?limit=1&offset=1')).toEqual([mine, withCorp]);
  });

  it('refuses two or more options at once with 422 naming them', async () => {
    const res = await t.service.request(
      'GET',
      `/service/todos.xml?person_id=${jane}&assigned_to=bob%40example.com`,
    );
    expect(res.status).toBe(422);
    expect(decodeErrorDocument(res.text)).toEqual([
      'Use only one of person_id, company_id, updated_since, assigned_to (got person_id, assigned_to)',
    ]);
    const three = await t.service.request(
      'GET',
      `/service/todos.xml?company_id=${corp}&person_id=${jane}&updated_since=Mar+17+20%3A16%3A35+UTC+2009`,
    );
    expect(three.status).toBe(422);
    expect(decodeErrorDocument(three.text)[0]).toMatch(
      /^Use only one of person_id, company_id, updated_since, assigned_to/,
    );
  });

  it('answers 400 for a bad updated_since and 422 for a non-integer contact id', async () => {
    expect(
      (await t.service.request('GET', '/service/todos.xml?updated_since=last+week')).status,
    ).toBe(400);
    const res = await t.service.request('GET', '/service/todos.xml?person_id=jane');
    expect(res.status).toBe(422);
    expect(decodeErrorDocument(res.text)).toEqual(['Person id must be an integer']);
  });

  it("does not show another account's to-dos to any search", async () => {
    const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    const theirs = await t.create('todos', '<todo><title>theirs</title></todo>', other.token);
    expect(await ids('', other.token)).toEqual([theirs]);
    expect(await ids(`?person_id=${jane}`, other.token)).toEqual([]);
    expect(await ids('?assigned_to=bob%40example.com', other.token)).toEqual([]);
    expect(await ids(`?updated_since=${encodeURIComponent('Jan 1 00:00:00 UTC 2000')}`)).toEqual([
      mine,
      bobs,
      withJane,
      withCorp,
    ]);
  });
});
