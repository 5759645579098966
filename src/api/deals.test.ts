import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { createCompany, listCompanyTodos } from './companies';
import {
  addDealRelatedContact,
  createDeal,
  getDeal,
  listDealPeople,
  listDeals,
  listDealStatuses,
  removeDealRelatedContact,
  updateDeal,
} from './deals';
import { ApiError } from './client/apiError';
import type { ApiClient } from './client/client';
import { createPerson } from './people';
import { clientForService } from './testing/serviceClient';
import {
  addTodoRelatedContact,
  createTodo,
  deleteTodo,
  getTodo,
  listMyTodos,
  removeTodoRelatedContact,
  searchTodos,
  updateTodo,
} from './todos';

/** deals.ts and todos.ts against the real service. */
describe('deals and to-dos', () => {
  let service: TestService;
  let client: ApiClient;
  beforeAll(async () => {
    service = await startTestService();
    client = clientForService(service);
  });
  afterAll(() => service.close());

  it('lists statuses, creates and searches deals, and relates people', async () => {
    expect(await listDealStatuses(client)).toEqual(['Failure', 'Lost', 'Pending', 'Won']);
    const personId = await createPerson(client, { firstName: 'Deal', lastName: 'Maker' });
    const id = await createDeal(client, {
      title: 'Big deal',
      amount: '1234.5',
      status: 'Pending',
      dealWithId: personId,
    });
    const shown = await getDeal(client, id);
    expect(shown.value).toMatchObject({
      id,
      title: 'Big deal',
      amount: '1234.50',
      status: 'pending',
      dealWithId: personId,
      assignedTo: 'Test Admin',
    });

    await updateDeal(client, { id, input: { status: 'won' }, ifMatch: shown.etag! });
    expect((await listDeals(client, { status: 'won' })).map((d) => d.id)).toEqual([id]);
    expect(await listDeals(client, { status: 'lost' })).toEqual([]);

    await addDealRelatedContact(client, { id, contactId: personId });
    expect((await listDealPeople(client, id)).map((p) => p.id)).toEqual([personId]);
    await removeDealRelatedContact(client, { id, contactId: personId });
    expect(await listDealPeople(client, id)).toEqual([]);

    const invalid = await createDeal(client, { title: 'x', status: 'nonsense' }).catch(
      (e: unknown) => e,
    );
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).status).toBe(422);
  });

  it('lists my to-dos and searches by one option', async () => {
    const companyId = await createCompany(client, { name: 'Todo Co' });
    const id = await createTodo(client, {
      title: 'Call back',
      dueDate: '2030-12-13T09:30:00Z',
      flagged: true,
    });
    expect((await getTodo(client, id)).value).toMatchObject({
      title: 'Call back',
      dueDate: '2030-12-13T09:30:00Z',
      flagged: true,
      complete: false,
    });
    expect((await listMyTodos(client)).map((t) => t.id)).toContain(id);

    await addTodoRelatedContact(client, { id, contactId: companyId });
    expect((await searchTodos(client, { companyId })).map((t) => t.id)).toEqual([id]);
    expect((await listCompanyTodos(client, companyId)).map((t) => t.id)).toEqual([id]);
    expect(
      (await searchTodos(client, { assignedTo: 'admin@example.com' })).map((t) => t.id),
    ).toContain(id);
    expect(
      (await searchTodos(client, { updatedSince: '2000-01-01T00:00:00Z' })).map((t) => t.id),
    ).toContain(id);
    await removeTodoRelatedContact(client, { id, contactId: companyId });
    expect(await searchTodos(client, { companyId })).toEqual([]);

    await updateTodo(client, { id, input: { complete: true } });
    expect((await getTodo(client, id)).value.complete).toBe(true);
    await deleteTodo(client, id);
    expect((await listMyTodos(client)).map((t) => t.id)).not.toContain(id);
  });
});
