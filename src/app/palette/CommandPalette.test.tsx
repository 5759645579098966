// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { sampleDeal } from '../../api/testing/sampleRecords';
import { startTinyServer, type TinyServer } from '../../api/testing/tinyServer';
import { encodeCompanyList } from '#xml/company';
import { encodeDealList, type Deal } from '#xml/deal';
import { encodePersonList } from '#xml/person';
import { renderWithApp } from '../testing/renderWithApp';
import { insertDeals } from '../../../server/service/testing/directRecords';
import {
  startTestService,
  startTestServiceWithDb,
  type TestService,
} from '../../../server/service/testing/serviceHarness';
import { CommandPalette } from './CommandPalette';
import { requestUrl } from '../../api/testing/requestUrl';
import { basicAuthorization } from '../../../server/http/basicAuth';

let service: TestService;
let client: ApiClient;
const ids: Record<string, number> = {};

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  return Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
}

beforeAll(async () => {
  service = await startTestService();
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
  ids['company'] = await create('companies', '<company><name>Zephyr Works</name></company>');
  await create('companies', '<company><name>Other Corp</name></company>');
  ids['person'] = await create(
    'people',
    '<person><first_name>Zoe</first_name><last_name>Zephyr</last_name></person>',
  );
  ids['deal'] = await create(
    'deals',
    '<deal><title>Zephyr renewal</title><status>pending</status></deal>',
  );
});

afterAll(async () => {
  await service.close();
});

// Real requests on a busy two-core machine: give them longer than RTL's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

function renderPalette(apiClient: ApiClient = client) {
  return renderWithApp(null, {
    url: '/',
    apiClient,
    routes: [
      {
        path: '*',
        element: (
          <>
            <CommandPalette />
            <p>somewhere</p>
          </>
        ),
      },
    ],
  });
}

describe('CommandPalette', () => {
  it('opens on Ctrl+K, finds companies, people and deals, and opens the chosen one with the keyboard', async () => {
    const { router } = renderPalette();
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Search companies, people and deals',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /^Search/ }), 'zephyr');

    const companies = await within(dialog).findByRole('region', { name: 'Companies' });
    expect(await within(companies).findByRole('link', { name: 'Zephyr Works' })).toHaveAttribute(
      'href',
      `/companies/${ids['company']}`,
    );
    expect(within(companies).queryByText('Other Corp')).toBeNull();
    const people = within(dialog).getByRole('region', { name: 'People' });
    expect(await within(people).findByRole('link', { name: 'Zoe Zephyr' })).toHaveAttribute(
      'href',
      `/people/${ids['person']}`,
    );
    const deals = within(dialog).getByRole('region', { name: 'Deals' });
    expect(await within(deals).findByRole('link', { name: 'Zephyr renewal' })).toHaveAttribute(
      'href',
      `/deals?deal=${ids['deal']}`,
    );

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(people).getByRole('link', { name: 'Zoe Zephyr' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/people/${ids['person']}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Search/ }), 'nothing like it');
    expect(
      await within(dialog).findByText('No companies match “nothing like it”.'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('No deals match “nothing like it”.'),
    ).toBeInTheDocument();
  });
});

/** Opens the palette with Ctrl+K, types `text` and returns the Deals section. */
async function searchDeals(text: string): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search companies, people and deals' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Search/ }), text);
  return within(dialog).findByRole('region', { name: 'Deals' });
}

/** Deal list requests a client sent, as their query parameters. */
const dealQueries = (urls: readonly string[]): Record<string, string>[] =>
  urls
    .map((url) => new URL(url, 'http://server'))
    .filter((url) => url.pathname === '/service/deals.xml')
    .map((url) => Object.fromEntries(url.searchParams));

describe('CommandPalette deal search against our service (the title extension)', () => {
  let big: TestService;
  let newest: number;
  const requested: string[] = [];
  let bigClient: ApiClient;

  beforeAll(async () => {
    const withDb = await startTestServiceWithDb();
    big = withDb;
    // More deals than a classic server's scan bound (DEAL_PAGES_AT_MOST pages of 500), none matching.
    await insertDeals(
      withDb.db,
      withDb.scope.accountId,
      Array.from({ length: 2500 }, (_, index) => `Deal ${index + 1}`),
    );
    const created = await big.request('POST', '/service/deals.xml', {
      body: '<deal><title>Quokka expansion</title></deal>',
    });
    newest = Number(/(\d+)\.xml$/.exec(String(created.headers['location']))?.[1]);
    // The real fetch, with each URL noted: how many requests the search takes.
    bigClient = createApiClient({
      baseUrl: `${big.url}/service`,
      headers: { authorization: basicAuthorization(big.token) },
      fetch: (input, init) => {
        requested.push(requestUrl(input));
        return globalThis.fetch(input, init);
      },
    });
  });
  afterAll(() => big.close());

  it('finds a deal created after 2,500 others, in one request', async () => {
    renderPalette(bigClient);
    const deals = await searchDeals('quokka');
    expect(await within(deals).findByRole('link', { name: 'Quokka expansion' })).toHaveAttribute(
      'href',
      `/deals?deal=${newest}`,
    );
    expect(dealQueries(requested)).toEqual([{ title: 'quokka', offset: '0', limit: '500' }]);
    expect(within(deals).queryByText(/^Searched the first/)).toBeNull();
  });
});

describe('CommandPalette deal search against a classic server (it ignores title)', () => {
  const XML = { 'content-type': 'application/xml; charset=utf-8' };
  let tiny: TinyServer | undefined;
  afterEach(async () => {
    await tiny?.close();
    tiny = undefined;
  });

  /** Deals 1…count titled `Deal n`, except those given another title. */
  const dealsOf = (count: number, titles: Record<number, string>): Deal[] =>
    Array.from({ length: count }, (_, index) => ({
      ...sampleDeal,
      id: index + 1,
      title: titles[index + 1] ?? `Deal ${index + 1}`,
      tags: [],
      megaComments: [],
    }));

  /** Pages every deal by offset and limit whatever the search, as the API describes; no companies or people. */
  async function classicServer(
    deals: readonly Deal[],
  ): Promise<{ client: ApiClient; dealRequests: () => Record<string, string>[] }> {
    const server = await startTinyServer((request) => {
      const url = new URL(request.url, 'http://server');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      if (url.pathname === '/service/deals.xml')
        return { headers: XML, body: encodeDealList(deals.slice(offset, offset + limit)) };
      if (url.pathname === '/service/companies.xml')
        return { headers: XML, body: encodeCompanyList([]) };
      if (url.pathname === '/service/people.xml')
        return { headers: XML, body: encodePersonList([]) };
      return { status: 404 };
    });
    tiny = server;
    return {
      client: createApiClient({ baseUrl: `${server.url}/service` }),
      dealRequests: () => dealQueries(server.requests.map((r) => r.url)),
    };
  }

  it('checks the titles itself, finds deals on the second page, and stops once it has enough', async () => {
    // Two matches on page 1, three more on page 2 (the fifth is 777), more on pages 3 and 4.
    const matching = [10, 400, 501, 600, 777, 1200, 1600];
    const server = await classicServer(
      dealsOf(2000, Object.fromEntries(matching.map((id) => [id, `Kiwi renewal ${id}`]))),
    );
    renderPalette(server.client);
    const deals = await searchDeals('KIWI');
    await waitFor(() =>
      expect(
        within(deals)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(matching.slice(0, 5).map((id) => `Kiwi renewal ${id}`)),
    );
    expect(server.dealRequests()).toEqual([
      { title: 'KIWI', offset: '0', limit: '500' },
      { title: 'KIWI', offset: '500', limit: '500' },
    ]);
    expect(within(deals).queryByText(/^Searched the first/)).toBeNull();
  });

  it('reads at most 2,000 deals, and says so when that cut the search short', async () => {
    const server = await classicServer(
      dealsOf(3000, { 1999: 'Kiwi renewal', 2001: 'Kiwi too new' }),
    );
    renderPalette(server.client);
    const deals = await searchDeals('kiwi');
    expect(await within(deals).findByText('Searched the first 2,000 deals.')).toBeInTheDocument();
    expect(
      within(deals)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kiwi renewal']);
    expect(server.dealRequests().map((query) => query['offset'])).toEqual([
      '0',
      '500',
      '1000',
      '1500',
    ]);
  });

  it('says nothing of a bound when the deals ran out first', async () => {
    const server = await classicServer(dealsOf(700, { 650: 'Kiwi renewal' }));
    renderPalette(server.client);
    const deals = await searchDeals('kiwi');
    expect(await within(deals).findByRole('link', { name: 'Kiwi renewal' })).toBeInTheDocument();
    expect(server.dealRequests().map((query) => query['offset'])).toEqual(['0', '500']);
    expect(within(deals).queryByText(/^Searched the first/)).toBeNull();
  });
});
