// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { startTinyServer, type TinyServer } from '../../api/testing/tinyServer';
import { sampleTodo } from '../../api/testing/sampleRecords';
import { formatA } from '#xml/dates';
import { decodeTodo, encodeTodoList, type Todo } from '#xml/todo';
import { encodeUserList } from '#xml/user';
import { escapeXml } from '#xml/writer';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { addDays, startOfDay } from '../../components/todos/todoDates';
import { TodosListPage } from './TodosListPage';
import { basicAuthorization } from '#server/http/basicAuth';
import { switchLanguage } from '#i18n/switchLanguage';

/** The to-do screen against the real service: groups, optimistic toggles and their rollback, postpone, search. */
let service: TestService;
let client: ApiClient;

const at = (days: number, hour: number) => {
  const day = addDays(startOfDay(new Date()), days);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour).toISOString();
};

/**
 * Later today, whenever the suite runs: halfway between now and midnight, at most an hour ahead,
 * so the to-do stays in "Today" (a fixed hour would be in the past, or tomorrow's, near midnight).
 */
function laterToday(): string {
  const now = Date.now();
  const midnight = addDays(startOfDay(new Date()), 1).getTime();
  return new Date(now + Math.min(60 * 60_000, (midnight - now) / 2)).toISOString();
}

async function createTodo(title: string, dueIso: string | null): Promise<number> {
  const due = dueIso === null ? '' : `<due_date>${formatA(dueIso, 0)}</due_date>`;
  const created = await service.request('POST', '/service/todos.xml', {
    body: `<todo><title>${escapeXml(title)}</title>${due}<assigned_to>admin@example.com</assigned_to></todo>`,
  });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

async function storedTodo(id: number): Promise<Todo> {
  const shown = await service.request('GET', `/service/todos/${id}.xml`);
  expect(shown.status).toBe(200);
  return decodeTodo(shown.xml!);
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  service = await startTestService();
  ids['late'] = await createTodo('Send the late invoice', at(-2, 10));
  ids['today'] = await createTodo('Call Ann today', laterToday());
  ids['tomorrow'] = await createTodo('Prepare the demo', at(1, 10));
  ids['later'] = await createTodo('Plan next quarter', at(30, 10));
  ids['undated'] = await createTodo('Tidy the notes', null);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderPage(url = '/todos') {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [{ path: '/todos', element: <TodosListPage /> }],
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(section(name))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('to-dos grouped by due date', () => {
  it('shows overdue, today, tomorrow, later and undated sections in that order', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Overdue' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overdue',
      'Today',
      'Tomorrow',
      'Later',
      'No due date',
    ]);
    expect(titlesIn('Overdue')).toEqual(['Send the late invoice']);
    expect(titlesIn('Today')).toContain('Call Ann today');
  });

  it('marks a to-do done at once, keeps it in place for a moment, and the service has it', async () => {
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Mark “Tidy the notes” done' });
    await userEvent.click(box);
    // Still in its section, now offered to be reopened.
    expect(
      within(section('No due date')).getByRole('checkbox', {
        name: 'Mark “Tidy the notes” not done',
      }),
    ).toBeChecked();
    await waitFor(async () => expect((await storedTodo(ids['undated']!)).complete).toBe(true));
    // Then it moves to "Completed".
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Completed' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'No due date' })).toBeNull();
  });

  it('postpones an overdue to-do to tomorrow in one click', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Postpone “Send the late invoice” to tomorrow' }),
    );
    await waitFor(() => expect(titlesIn('Tomorrow')).toContain('Send the late invoice'));
    expect(screen.queryByRole('region', { name: 'Overdue' })).toBeNull();
    const stored = await storedTodo(ids['late']!);
    expect(stored.dueDate).toBe(at(1, 10).replace('.000', ''));
  });

  it('postpones a to-do due tomorrow a day later, to the day after tomorrow', async () => {
    const id = await createTodo('Book the room', at(1, 15));
    renderPage();
    const later = await screen.findByRole('button', {
      name: 'Postpone “Book the room” a day later',
    });
    expect(later).toHaveTextContent('A day later');
    await userEvent.click(later);
    await waitFor(async () =>
      expect((await storedTodo(id)).dueDate).toBe(at(2, 15).replace('.000', '')),
    );
  });

  it('flags a to-do and the service has it', async () => {
    renderPage();
    const flag = await screen.findByRole('button', { name: 'Flag “Plan next quarter”' });
    await userEvent.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect((await storedTodo(ids['later']!)).flagged).toBe(true));
  });
});

describe('all users’ to-dos', () => {
  it('lists every user’s open to-dos before any search is chosen', async () => {
    await service.addUser('Robin Other', 'robin@example.com');
    for (const [title, extra] of [
      ['Robin’s open errand', '<assigned_to>robin@example.com</assigned_to>'],
      [
        'Robin’s finished errand',
        '<assigned_to>robin@example.com</assigned_to><complete>true</complete>',
      ],
    ] as const) {
      const created = await service.request('POST', '/service/todos.xml', {
        body: `<todo><title>${title}</title>${extra}</todo>`,
      });
      expect(created.status).toBe(201);
    }
    renderPage('/todos?scope=all');
    expect(
      await screen.findByText('Every user’s open to-dos; choose a value above to narrow them.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Robin’s open errand' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Plan next quarter' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Robin’s finished errand' })).toBeNull();
  });

  it('searches by one option at a time, switching clears the other', async () => {
    const { router } = renderPage('/todos?scope=all');
    expect(
      await screen.findByText('Every user’s open to-dos; choose a value above to narrow them.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Updated since' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scope=all&by=updated'));
    await userEvent.type(
      screen.getByLabelText('Updated since', { selector: 'input[type="date"]' }),
      '2000-01-01',
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'Later' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('radio', { name: 'Company' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scope=all&by=company'));
    expect(
      screen.getByText('Every user’s open to-dos; choose a value above to narrow them.'),
    ).toBeInTheDocument();
  });
});

describe('a refused change', () => {
  let tiny: TinyServer | undefined;
  afterEach(async () => {
    await tiny?.close();
    tiny = undefined;
  });

  it('puts the list back as it was while the to-do still exists, before any refetch', async () => {
    const XML = { 'content-type': 'application/xml; charset=utf-8' };
    const todo: Todo = {
      ...sampleTodo,
      id: 7,
      title: 'Doomed to fail',
      flagged: false,
      dueDate: at(5, 10).replace('.000', ''),
      participantIds: [],
      tags: [],
      megaComments: [],
    };
    // The service cannot be made to refuse a valid update, so a server in its place does: the
    // to-do exists and lists, its PUT is a 500, and after that the list's refetch is held, so only
    // the rollback can show the flag off again.
    tiny = await startTinyServer((request) => {
      const path = new URL(request.url, 'http://tiny').pathname;
      const refused = tiny?.requests.some((r) => r.method === 'PUT') ?? false;
      if (request.method === 'PUT' && path === '/service/todos/7.xml')
        return {
          status: 500,
          headers: XML,
          body: '<errors><error>Refused for the test</error></errors>',
        };
      if (path === '/service/todos.xml')
        return refused ? { hang: true } : { headers: XML, body: encodeTodoList([todo]) };
      if (path === '/service/users.xml') return { headers: XML, body: encodeUserList([]) };
      return { status: 404 };
    });
    renderWithApp(null, {
      url: '/todos',
      apiClient: createApiClient({ baseUrl: `${tiny.url}/service` }),
      routes: [{ path: '/todos', element: <TodosListPage /> }],
    });
    const flag = await screen.findByRole('button', { name: 'Flag “Doomed to fail”' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flag);
    expect(
      await screen.findByText('The flag of “Doomed to fail” was not changed'),
    ).toBeInTheDocument();
    expect(screen.getByText('Refused for the test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flag “Doomed to fail”' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The refetch did go out, and is still waiting: what the list shows is the rollback's doing.
    await waitFor(() =>
      expect(
        tiny!.requests.filter((r) => r.method === 'GET' && r.url === '/service/todos.xml'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Flag “Doomed to fail”' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('in German', () => {
  it('names the sections in German', async () => {
    await switchLanguage('de');
    try {
      renderPage();
      // The earlier cases moved some to-dos: these sections are still there.
      await screen.findByRole('region', { name: 'Später' });
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual(expect.arrayContaining(['Heute', 'Morgen', 'Später']));
      expect(headings).not.toContain('Later');
    } finally {
      cleanup();
      await switchLanguage('en');
    }
  });
});
