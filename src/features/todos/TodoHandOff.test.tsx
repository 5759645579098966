// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import type { ApiClient } from '../../api/client/client';
import { clientForService } from '../../api/testing/serviceClient';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { TodosListPage } from './TodosListPage';

/**
 * A to-do created for someone else leaves "My to-dos" at once: the notification says whose it is
 * and leads to it under All users. Against the real service with a second user.
 */
let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  await service.addUser('Robin Example', 'robin@example.com');
  client = clientForService(service);
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderPage() {
  return renderWithApp(null, {
    url: '/todos',
    apiClient: client,
    routes: [{ path: '/todos', element: <TodosListPage /> }],
  });
}

async function createTodo(title: string, assignee: string) {
  await userEvent.click((await screen.findAllByRole('button', { name: 'New to-do' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'New to-do' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assigned to' }));
  await userEvent.click(await screen.findByRole('option', { name: assignee }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create to-do' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a new to-do assigned to someone else', () => {
  it('says whose it is and opens it under All users', async () => {
    const { router } = renderPage();
    await createTodo('Water the plants', 'Robin Example');
    expect(
      await screen.findByText(
        '“Water the plants” is assigned to Robin Example; see it under All users.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Water the plants' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show under All users' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?scope=all&by=assigned&q=robin%40example.com'),
    );
    const item = await screen.findByRole('listitem', { name: 'Water the plants' });
    expect(item).toHaveTextContent('Assigned to Robin Example');
    // The notice closes (after its fade-out) once it has been followed.
    await waitFor(() =>
      expect(
        screen.queryByText(
          '“Water the plants” is assigned to Robin Example; see it under All users.',
        ),
      ).toBeNull(),
    );
  }, 30_000);

  it('says only “To-do created” for one of the current user’s own', async () => {
    renderPage();
    await createTodo('Read the mail', 'Test Admin');
    expect(await screen.findByText('To-do created')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show under All users' })).toBeNull();
    expect(await screen.findByRole('listitem', { name: 'Read the mail' })).toBeInTheDocument();
  }, 30_000);
});
