import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import { loadWireRequests } from '../../testing/wireFixtures';
import { startDealsTodosService, type DealsTodosService } from '../../testing/dealRoutes';

/** Replays the captured to-do creates of the Ruby, PHP and .NET clients and checks what arrived. */
describe('to-do requests of real clients', () => {
  let t: DealsTodosService;
  beforeEach(async () => {
    t = await startDealsTodosService();
    await t.service.store.accounts.createUser(
      t.service.scope.accountId,
      { name: 'Wire Client', email: 'wire@example.com' },
      hashToken('secret'),
    );
  });
  afterEach(() => t.close());

  async function replay(file: string): Promise<number> {
    const wire = loadWireRequests().find((r) => r.file === file);
    if (wire === undefined) throw new Error(`No capture ${file}`);
    const { authorization: _auth, 'content-type': contentType, ...headers } = wire.headers;
    const res = await t.service.request(wire.method, wire.target, {
      body: wire.body,
      contentType,
      headers,
      token: 'secret',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.text).toBe('');
    const location = String(res.headers['location']);
    expect(location).toMatch(new RegExp(`^${t.service.url}/service/todos/\\d+\\.xml$`));
    return Number(/(\d+)\.xml$/.exec(location)![1]);
  }

  const expected = {
    dueDate: '2030-12-13T09:00:00Z',
    flagged: true,
    complete: false,
    assignedBy: 'Wire Client',
    assignedTo: 'Wire Client',
    participantIds: [],
  };

  it('ruby-gem.todo-create: dashed XML, Format A due date, typed booleans', async () => {
    const id = await replay('ruby-gem.todo-create.request.txt');
    expect(await t.showTodo(id)).toMatchObject({
      ...expected,
      title: 'Todo cc1795254486178',
      description: 'call them',
    });
  });

  it('php.todo-create-form: a form body with a Format A due date', async () => {
    const id = await replay('php.todo-create-form.request.txt');
    expect(await t.showTodo(id)).toMatchObject({
      ...expected,
      dueDate: '2030-12-13T09:30:00Z',
      title: 'PHP ToDo ph1795254488783',
      description: 'Test ToDo Description',
    });
  });

  it('net.todo-create-True-False: byte-order mark, Format B without weekday, True/False, empty assigned_to', async () => {
    expect(
      loadWireRequests()
        .find((r) => r.file === 'net.todo-create-True-False.request.txt')!
        .body.subarray(0, 3),
    ).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const id = await replay('net.todo-create-True-False.request.txt');
    expect(await t.showTodo(id)).toMatchObject({
      ...expected,
      title: 'NetTodo nt179525449082',
      description: 'desc',
    });
  });
});
