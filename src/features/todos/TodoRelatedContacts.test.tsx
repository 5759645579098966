// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { decodeTodo, decodeTodoList, type Todo } from '#xml/todo';
import { escapeXml } from '#xml/writer';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { TodosListPage } from './TodosListPage';
import { requestUrl } from '../../api/testing/requestUrl';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * Related contacts in the to-do dialog, against the real service: the to-do is saved first, then
 * only the contacts that changed are sent; a contact the service refuses keeps the dialog open.
 * The client records every request the console sends, so the tests see exactly what went out.
 */
let service: TestService;
let client: ApiClient;
let sent: string[] = [];

const writes = () => sent.filter((line) => !line.startsWith('GET '));
const gets = (path: string) => sent.filter((line) => line === `GET ${path}`).length;

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

const person = (first: string, last: string) =>
  create(
    'people',
    `<person><first_name>${first}</first_name><last_name>${last}</last_name></person>`,
  );
const company = (name: string) =>
  create('companies', `<company><name>${escapeXml(name)}</name></company>`);

async function storedTodo(id: number): Promise<Todo> {
  const shown = await service.request('GET', `/service/todos/${id}.xml`);
  expect(shown.status).toBe(200);
  return decodeTodo(shown.xml!);
}

async function todosTitled(title: string): Promise<Todo[]> {
  const mine = await service.request('GET', '/service/todos.xml');
  return decodeTodoList(mine.xml!).filter((todo) => todo.title === title);
}

let ada = 0;
let acme = 0;

beforeAll(async () => {
  service = await startTestService();
  ada = await person('Ada', 'Lovelace');
  acme = await company('Acme Widgets');
  const realFetch = globalThis.fetch;
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      const url = new URL(requestUrl(input));
      sent.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      return realFetch(input, init);
    },
  });
});

afterAll(async () => {
  await service.close();
});

beforeEach(() => {
  sent = [];
});

afterEach(cleanup);

function renderPage() {
  return renderWithApp(null, {
    url: '/todos',
    apiClient: client,
    routes: [{ path: '/todos', element: <TodosListPage /> }],
  });
}

/** Chooses the kind, types a name and picks the contact from the search's answers. */
async function addContact(dialog: HTMLElement, kind: 'Person' | 'Company', name: string) {
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Add a' }), kind);
  await userEvent.type(
    within(dialog).getByRole('combobox', {
      name: kind === 'Person' ? 'Find a person' : 'Find a company',
    }),
    name.split(' ')[0]!,
  );
  await userEvent.click(await within(dialog).findByRole('option', { name }));
  await within(dialog).findByRole('button', { name: `Remove ${name}` });
}

async function openNewTodo(title: string): Promise<HTMLElement> {
  await userEvent.click((await screen.findAllByRole('button', { name: 'New to-do' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'New to-do' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  return dialog;
}

describe('related contacts in the to-do dialog', () => {
  it('creates the to-do, then adds each chosen contact once, and lists them as links', async () => {
    renderPage();
    const dialog = await openNewTodo('Ship the engine');
    await addContact(dialog, 'Person', 'Ada Lovelace');
    await addContact(dialog, 'Company', 'Acme Widgets');
    // Nothing is sent while choosing.
    expect(writes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [created] = await todosTitled('Ship the engine');
    expect(writes()).toEqual([
      'POST /service/todos.xml',
      `PUT /service/todos/${created!.id}/add_related_contact.xml?contact_id=${ada}`,
      `PUT /service/todos/${created!.id}/add_related_contact.xml?contact_id=${acme}`,
    ]);
    expect(created!.participantIds).toEqual([ada, acme]);

    const item = await screen.findByRole('listitem', { name: 'Ship the engine' });
    await waitFor(() =>
      expect(within(item).getByRole('link', { name: 'Acme Widgets' })).toHaveAttribute(
        'href',
        `/companies/${acme}`,
      ),
    );
    expect(within(item).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/people/${ada}`,
    );
    expect(item).toHaveTextContent('with Ada Lovelace, Acme Widgets');
    // Picked as a company, so the list asks for it as one: no 404 as a person first.
    expect([gets(`/service/people/${acme}.xml`), gets(`/service/companies/${acme}.xml`)]).toEqual([
      0, 1,
    ]);
  }, 30_000);

  it('removes one contact on edit with exactly one request, and names each contact once for the whole list', async () => {
    // A company this browser has not met yet (Acme was picked as a company above, so its kind is known).
    const babbage = await company('Babbage and Co');
    const body = (title: string) =>
      `<todo><title>${title}</title><participants><participant_id>${ada}</participant_id><participant_id>${babbage}</participant_id></participants></todo>`;
    const id = await create('todos', body('Review the notes'));
    await create('todos', body('Print the tables'));
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Review the notes' });
    await waitFor(() =>
      expect(within(item).getByRole('link', { name: 'Babbage and Co' })).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Print the tables' })).getByRole('link', {
        name: 'Babbage and Co',
      }),
    ).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Review the notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Review the notes”' });
    const removeAda = await within(dialog).findByRole('button', { name: 'Remove Ada Lovelace' });
    expect(
      within(dialog).getByRole('button', { name: 'Remove Babbage and Co' }),
    ).toBeInTheDocument();
    // One look-up per contact for both list items and the dialog: Ada as a person; Babbage, met
    // for the first time, is found a company by one search of its to-dos as a person (a list, never
    // a 404), so it is never asked for as a person.
    expect([
      gets(`/service/people/${ada}.xml`),
      gets(`/service/people/${babbage}.xml`),
      gets(`/service/companies/${babbage}.xml`),
      gets(`/service/todos.xml?person_id=${babbage}`),
    ]).toEqual([1, 0, 1, 1]);
    await userEvent.click(removeAda);
    expect(within(dialog).queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    // Focus stays in the field, on the next contact's remove button.
    expect(within(dialog).getByRole('button', { name: 'Remove Babbage and Co' })).toHaveFocus();
    sent = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      `PUT /service/todos/${id}.xml`,
      `DELETE /service/todos/${id}/remove_related_contact.xml?contact_id=${ada}`,
    ]);
    expect((await storedTodo(id)).participantIds).toEqual([babbage]);
  }, 30_000);

  it('keeps the dialog open naming a contact that could not be added; saving again makes no second to-do', async () => {
    const grace = await person('Grace', 'Hopper');
    const gone = await person('Gone', 'Soon');
    renderPage();
    const dialog = await openNewTodo('Plan the compiler');
    await addContact(dialog, 'Person', 'Grace Hopper');
    await addContact(dialog, 'Person', 'Gone Soon');
    // Deleted after being chosen: the service refuses to relate it.
    expect((await service.request('DELETE', `/service/people/${gone}.xml`)).status).toBe(200);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create to-do' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The to-do was saved, but not all of its related contacts');
    expect(alert).toHaveTextContent(`Gone Soon could not be added: Contact ${gone} does not exist`);
    expect(screen.getByRole('dialog', { name: 'New to-do' })).toBeInTheDocument();
    const [created, ...others] = await todosTitled('Plan the compiler');
    expect(others).toEqual([]);
    expect(created!.participantIds).toEqual([grace]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Gone Soon' }));
    sent = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The retry updates the saved to-do; Grace is already related, so nothing else is sent.
    expect(writes()).toEqual([`PUT /service/todos/${created!.id}.xml`]);
    expect((await todosTitled('Plan the compiler')).map((todo) => todo.participantIds)).toEqual([
      [grace],
    ]);
  }, 30_000);
});
