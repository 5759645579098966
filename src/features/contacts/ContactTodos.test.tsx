// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import type { ApiClient } from '../../api/http/client';
import { clientForService } from '../../api/testing/serviceClient';
import { decodeTodo, decodeTodoList } from '#xml/todo';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { ContactTodos } from './ContactTodos';

/**
 * A to-do started from a contact's page relates to that contact, so it is listed there once saved;
 * each listed to-do opens the same dialog as on the to-dos screen.
 */
let service: TestService;
let client: ApiClient;
let companyId = 0;

beforeAll(async () => {
  service = await startTestService();
  const created = await service.request('POST', '/service/companies.xml', {
    body: '<company><name>Initech</name></company>',
  });
  expect(created.status).toBe(201);
  companyId = Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
  client = clientForService(service);
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

describe('to-dos of a contact', () => {
  it('starts a new to-do with the contact as related contact and lists it after saving', async () => {
    renderWithApp(<ContactTodos collection="companies" id={companyId} />, {
      apiClient: client,
    });
    const todos = await screen.findByRole('region', { name: 'To-dos' });
    await within(todos).findByText('No to-dos about them yet.', {}, { timeout: 5_000 });

    await userEvent.click(within(todos).getByRole('button', { name: 'New to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'New to-do' });
    expect(
      await within(dialog).findByRole('button', { name: 'Remove Initech' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fix the printer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });

    expect(
      await within(todos).findByText('Fix the printer', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const stored = await service.request('GET', `/service/todos.xml?company_id=${companyId}`);
    expect(decodeTodoList(stored.xml!).map((todo) => [todo.title, todo.participantIds])).toEqual([
      ['Fix the printer', [companyId]],
    ]);
  }, 30_000);

  it('opens a listed to-do in the to-do dialog and saves the change', async () => {
    const created = await service.request('POST', '/service/todos.xml', {
      body: `<todo><title>Renew the support contract</title><participants><participant_id>${companyId}</participant_id></participants></todo>`,
    });
    expect(created.status).toBe(201);
    const todoId = Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
    renderWithApp(<ContactTodos collection="companies" id={companyId} />, {
      apiClient: client,
    });
    const todos = await screen.findByRole('region', { name: 'To-dos' });

    await userEvent.click(
      await within(todos).findByRole(
        'button',
        { name: 'Renew the support contract' },
        { timeout: 5_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Renew the support contract”' });
    expect(
      await within(dialog).findByRole('button', { name: 'Remove Initech' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Renew the support contract for 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });

    expect(
      await within(todos).findByRole(
        'button',
        { name: 'Renew the support contract for 2027' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const stored = await service.request('GET', `/service/todos/${todoId}.xml`);
    expect(decodeTodo(stored.xml!)).toMatchObject({
      title: 'Renew the support contract for 2027',
      participantIds: [companyId],
    });
  }, 30_000);
});
