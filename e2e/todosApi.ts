import type { APIRequestContext } from '@playwright/test';
import { decodeTodoList, type Todo } from '#xml/todo';
import { parseXml } from '#xml/tree';
import { basicAuth, expect } from './fixtures';
import { E2E_API_TOKEN, SERVICE_URL } from './settings';

/** The to-dos assigned to a user, as the service lists them (`GET /service/todos.xml?assigned_to=`). */
export async function todosAssignedTo(request: APIRequestContext, email: string): Promise<Todo[]> {
  const response = await request.get(`${SERVICE_URL}/todos.xml`, {
    params: { assigned_to: email },
    headers: { authorization: basicAuth(E2E_API_TOKEN) },
  });
  expect(response.status()).toBe(200);
  return decodeTodoList(parseXml(await response.text()));
}
