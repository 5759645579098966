// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '#server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { requestUrl } from '../../api/testing/requestUrl';
import { startTinyServer, type TinyServer } from '../../api/testing/tinyServer';
import { formatA } from '#xml/dates';
import { decodeTodo, encodeTodoList, type Todo } from '#xml/todo';
import { escapeXml } from '#xml/writer';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { addDays, startOfDay } from '../../components/todos/todoDates';
import { HomePage } from './HomePage';
import { readPipelineFigures, startOfMonth } from './pipelineFigures';
import { changeAccountStages, listAccountStages } from '../../api/account';
import { basicAuthorization } from '#server/http/basicAuth';

/** The home screen against the real service, and against a stand-in where one section fails. */
let service: TestService;
let client: ApiClient;

/** Later today (at most an hour ahead), so the to-do stays due today whenever the suite runs. */
function laterToday(): string {
  const now = Date.now();
  const midnight = addDays(startOfDay(new Date()), 1).getTime();
  return new Date(now + Math.min(60 * 60_000, (midnight - now) / 2)).toISOString();
}

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

const todoBody = (title: string, dueIso: string) =>
  `<todo><title>${escapeXml(title)}</title><due_date>${formatA(dueIso, 0)}</due_date></todo>`;

beforeAll(async () => {
  service = await startTestService();
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderHome(apiClient: ApiClient = client) {
  return renderWithApp(null, {
    url: '/',
    apiClient,
    routes: [{ path: '/', element: <HomePage /> }],
  });
}

describe('the home screen', () => {
  it('shows a newcomer how to begin instead of empty boxes', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { name: 'Welcome: your account is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(screen.getByRole('link', { name: 'Import a CSV file' })).toHaveAttribute(
      'href',
      '/import',
    );
    expect(screen.queryByRole('region', { name: 'Pipeline' })).toBeNull();
  });

  it('lists due to-dos, postpones one in place, sums the open deals and shows the latest activity', async () => {
    await create('companies', '<company><name>Acme</name></company>');
    await create(
      'deals',
      '<deal><title>Big one</title><status>pending</status><amount>1200.50</amount></deal>',
    );
    await create(
      'deals',
      '<deal><title>Small one</title><status>pending</status><amount>99.50</amount></deal>',
    );
    await create(
      'deals',
      '<deal><title>Gone</title><status>lost</status><amount>10</amount></deal>',
    );
    const overdue = await create(
      'todos',
      todoBody('Send the late invoice', addDays(new Date(), -3).toISOString()),
    );
    await create('todos', todoBody('Call Ann today', laterToday()));
    await create('todos', todoBody('Plan next quarter', addDays(new Date(), 30).toISOString()));

    renderHome();
    // Today's box holds only today's; the late one is in its own box, and each says what it counts.
    const due = await screen.findByRole('region', { name: 'Due today' });
    const late = screen.getByRole('region', { name: 'Overdue' });
    const titles = (box: HTMLElement) =>
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    await waitFor(() => expect(titles(due)).toEqual(['Call Ann today']));
    expect(titles(late)).toEqual(['Send the late invoice']);
    expect(due).toHaveTextContent('1 open to-do of yours due today');
    expect(late).toHaveTextContent('1 open to-do of yours past the due date');
    expect(within(late).getByRole('listitem')).toHaveTextContent('Was due');

    const open = await within(screen.getByRole('region', { name: 'Pipeline' })).findByRole(
      'group',
      {
        name: 'Open deals',
      },
    );
    expect(open).toHaveTextContent('2 deals');
    // Money first, then the count.
    expect(open).toHaveTextContent(/^Open deals\$1,300\.002 deals$/);
    expect(screen.getByRole('group', { name: 'Lost this month' })).toHaveTextContent('1 deal');
    expect(screen.getByRole('group', { name: 'Lost this month' })).toHaveTextContent(
      'Statuses Failure and Lost',
    );
    expect(screen.getByRole('group', { name: 'Won this month' })).toHaveTextContent('0 deals');

    const activity = await screen.findByRole('region', { name: 'Latest activity' });
    expect(await within(activity).findByText('Acme')).toBeInTheDocument();
    expect(within(activity).queryByText('This server keeps no activity stream.')).toBeNull();

    await userEvent.click(
      within(late).getByRole('button', { name: 'Postpone “Send the late invoice” to tomorrow' }),
    );
    await waitFor(() => expect(late).toHaveTextContent('Nothing overdue.'));
    expect(late).toHaveTextContent('0 open to-dos of yours past the due date');
    expect(titles(due)).toEqual(['Call Ann today']);
    await waitFor(async () => {
      const shown = await service.request('GET', `/service/todos/${overdue}.xml`);
      const stored = decodeTodo(shown.xml!);
      expect(startOfDay(new Date(stored.dueDate!)).getTime()).toBe(
        addDays(startOfDay(new Date()), 1).getTime(),
      );
    });
  }, 30_000);
});

describe('the pipeline figures at scale', () => {
  /** A client of the test service that logs the deal reads; `classic` answers totals as a classic server (404). */
  function clientLogging(classic: boolean): { client: ApiClient; dealReads: URL[] } {
    const dealReads: URL[] = [];
    const client = createApiClient({
      baseUrl: `${service.url}/service`,
      headers: { authorization: basicAuthorization(service.token) },
      fetch: (input, init) => {
        const url = new URL(requestUrl(input));
        if (url.pathname.startsWith('/service/deals')) dealReads.push(url);
        if (classic && url.pathname === '/service/deals/totals.xml')
          return Promise.resolve(
            new Response('<errors><error>Not found</error></errors>', {
              status: 404,
              headers: { 'content-type': 'application/xml' },
            }),
          );
        return globalThis.fetch(input, init);
      },
    });
    return { client, dealReads };
  }

  it('comes from two totals documents on our service, and from one small page per status on a classic one', async () => {
    for (let n = 0; n < 101; n++)
      await create(
        'deals',
        `<deal><title>Bulk ${n}</title><status>pending</status><amount>1</amount></deal>`,
      );

    const ours = clientLogging(false);
    renderHome(ours.client);
    const open = await screen.findByRole('group', { name: 'Open deals' }, { timeout: 10_000 });
    // The two deals of the test above (1,300.00) and these 101.
    expect(open).toHaveTextContent(/^Open deals\$1,401\.00103 deals$/);
    // Besides the one-deal read that tells whether the account is empty.
    const probe = (url: URL) => url.searchParams.get('limit') === '1';
    expect(
      ours.dealReads
        .filter((url) => !probe(url))
        .map((url) => url.pathname)
        .sort(),
    ).toEqual([
      '/service/deals/stages.xml',
      '/service/deals/totals.xml',
      '/service/deals/totals.xml',
    ]);
    cleanup();

    const classic = clientLogging(true);
    renderHome(classic.client);
    const sampled = await screen.findByRole('group', { name: 'Open deals' }, { timeout: 10_000 });
    // One page of 100 pending deals: the figure says there are more.
    expect(sampled).toHaveTextContent(/^Open deals\$\d[\d,.]*\+100\+ deals$/);
    const lists = classic.dealReads.filter(
      (url) => url.pathname === '/service/deals.xml' && !probe(url),
    );
    expect(lists.map((url) => url.searchParams.get('status')).sort()).toEqual([
      'failure',
      'lost',
      'pending',
      'won',
    ]);
    expect(lists.every((url) => url.searchParams.get('limit') === '100')).toBe(true);
  }, 60_000);
});

describe("the pipeline figures and the account's stages", () => {
  it('count a deal in a stage an administrator added as open', async () => {
    const monthStart = startOfMonth(new Date());
    const before = await readPipelineFigures(client, monthStart);
    const stages = await listAccountStages(client);
    await changeAccountStages(client, [
      ...stages.map(({ name, kind, retired }) => ({ name, kind, retired })),
      { name: 'Qualified', kind: 'open', retired: false },
    ]);
    await create(
      'deals',
      '<deal><title>Qualified one</title><status>Qualified</status><amount>5</amount></deal>',
    );
    const after = await readPipelineFigures(client, monthStart);
    expect(after.open.count).toBe(before.open.count + 1);
    expect(Number(after.open.sum) - Number(before.open.sum)).toBe(5);
    expect(after.wonThisMonth).toEqual(before.wonThisMonth);
  }, 30_000);
});

describe('sections on their own', () => {
  let tiny: TinyServer | undefined;
  afterAll(async () => {
    await tiny?.close();
  });

  it('keeps the to-dos and the activity when the deals fail', async () => {
    const XML = { 'content-type': 'application/xml; charset=utf-8' };
    const todo: Todo = {
      id: 7,
      title: 'Still here',
      description: '',
      dueDate: laterToday().replace(/\.\d{3}Z$/, 'Z'),
      flagged: false,
      complete: false,
      assignedBy: '',
      assignedTo: '',
      assignedToId: null,
      participantIds: [],
      tags: [],
      megaComments: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    tiny = await startTinyServer((request) => {
      const path = new URL(request.url, 'http://tiny').pathname;
      if (path === '/service/todos.xml') return { headers: XML, body: encodeTodoList([todo]) };
      if (path === '/service/activities/recent.xml')
        return {
          headers: XML,
          body: `<activities type="array"><activity><name>Acme</name><description>Company created</description><record_type>Company</record_type><record_id type="integer">12</record_id><user_name>Olga Owner</user_name><user_id type="integer">1</user_id><date>2026-11-25 14:00:00 +0000</date></activity></activities>`,
        };
      if (path === '/service/deals.xml')
        return {
          status: 500,
          headers: XML,
          body: '<errors><error>Deals are down</error></errors>',
        };
      return { status: 404 };
    });
    renderHome(createApiClient({ baseUrl: `${tiny.url}/service` }));
    const due = await screen.findByRole('region', { name: 'Due today' });
    expect(await within(due).findByRole('listitem', { name: 'Still here' })).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Latest activity' });
    expect(await within(activity).findByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/companies/12',
    );
    expect(activity).toHaveTextContent('Olga Owner');
    const pipeline = screen.getByRole('region', { name: 'Pipeline' });
    expect(
      await within(pipeline).findByText('Could not load the deals', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
