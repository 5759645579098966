// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import type { ApiClient } from '../../api/client/client';
import { clientForService } from '../../api/testing/serviceClient';
import { decodeTodoList } from '#xml/todo';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { TodosListPage } from './TodosListPage';

/** Delete and Undo on the to-do screen against the real service: the toast says what did not come back. */
let service: TestService;
let client: ApiClient;

async function create(path: string, body: string): Promise<number> {
  const created = await service.request('POST', path, { body });
  expect(created.status, created.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

beforeAll(async () => {
  service = await startTestService();
  client = clientForService(service);
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

describe('undo of a to-do delete', () => {
  it('brings it back with its tags and comments, and names the related contact that is gone', async () => {
    const gone = await create(
      '/service/people.xml',
      '<person><first_name>Gone</first_name></person>',
    );
    const id = await create(
      '/service/todos.xml',
      `<todo><title>Renew the lease</title><participants><participant_id>${gone}</participant_id></participants></todo>`,
    );
    expect(
      (
        await service.request('PUT', `/service/todos/${id}/add_tag.xml`, {
          body: '<tag>Office</tag>',
        })
      ).status,
    ).toBe(200);
    await create(
      `/service/todos/${id}/comments.xml`,
      '<comment><comment>Landlord wants 3 years</comment></comment>',
    );

    renderWithApp(null, {
      url: '/todos',
      apiClient: client,
      routes: [{ path: '/todos', element: <TodosListPage /> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Renew the lease”' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    // Deleted meanwhile: the restored to-do cannot relate to it again.
    expect((await service.request('DELETE', `/service/people/${gone}.xml`)).status).toBe(200);
    await userEvent.click(undo);

    expect(
      await screen.findByText('“Renew the lease” restored, but not all of it'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Related contact #${gone}: Contact ${gone} does not exist`),
    ).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Renew the lease' });
    const mine = await service.request('GET', '/service/todos.xml');
    const [restored] = decodeTodoList(mine.xml!).filter((todo) => todo.title === 'Renew the lease');
    expect(restored!.id).not.toBe(id);
    expect(restored!.tags.map((tag) => tag.name)).toEqual(['Office']);
    expect(restored!.megaComments.map((comment) => comment.comment)).toEqual([
      'Landlord wants 3 years',
    ]);
    await waitFor(() => expect(screen.queryByText('Restoring “Renew the lease”…')).toBeNull());
  }, 30_000);
});
