// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { CompaniesListPage } from './CompaniesListPage';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * The list's state lives in the URL: these drive the real screen against the real service and
 * watch both the router's address and the rows the service sent.
 */
let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  for (let n = 1; n <= 25; n += 1) {
    const name = `Acme ${String(n).padStart(2, '0')}`;
    const created = await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${name}</name></company>`,
    });
    expect(created.status).toBe(201);
  }
  await service.request('POST', '/service/companies.xml', {
    body: '<company><name>Globex</name></company>',
  });
  // Two partners with an Initech address; only one of them in California.
  for (const [name, state] of [
    ['Initech West', 'CA'],
    ['Initech East', 'NY'],
  ] as const) {
    const created = await service.request('POST', '/service/companies.xml', {
      body: `<company><name>${name}</name></company>`,
    });
    const path = new URL(String(created.headers['location'])).pathname.replace(/\.xml$/, '');
    await service.request('POST', `${path}/locations.xml`, {
      body: `<location><label>Office</label><state>${state}</state><email>hq@initech.example</email></location>`,
    });
    await service.request('PUT', `${path}/add_tag.xml`, { body: '<tag>partner</tag>' });
  }
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

// Real requests on a busy two-core machine: give them longer than RTL's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

function renderList(url: string) {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [
      { path: '/companies', element: <CompaniesListPage /> },
      { path: '/companies/:id', element: <p>company detail</p> },
    ],
  });
}

async function rowNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Companies' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('companies list URL state', () => {
  it('reads the search and the page from the URL', async () => {
    renderList('/companies?name=Acme&offset=20&limit=20');
    await waitFor(async () =>
      expect(await rowNames()).toEqual(['Acme 21', 'Acme 22', 'Acme 23', 'Acme 24', 'Acme 25']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('Acme');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // Five of twenty came back: there is no next page.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('writes a typed search to the URL once typing pauses, starting again from the first page', async () => {
    const { router } = renderList('/companies?offset=20&limit=20');
    await screen.findByRole('table', { name: 'Companies' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Globex');
    await waitFor(() => expect(router.state.location.search).toBe('?limit=20&name=Globex'));
    await waitFor(async () => expect(await rowNames()).toEqual(['Globex']), { timeout: 10_000 });
  });

  it('reads the e-mail, tag and state filters from the URL, and "Clear filters" drops them all', async () => {
    const { router } = renderList('/companies?tag=partner&state=CA&email=%40initech&limit=50');
    await waitFor(async () => expect(await rowNames()).toEqual(['Initech West']), {
      timeout: 10_000,
    });
    expect(screen.getByRole('searchbox', { name: 'Search by e-mail' })).toHaveValue('@initech');
    expect(screen.getByRole('searchbox', { name: 'State' })).toHaveValue('CA');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?limit=50'));
    await waitFor(async () => expect((await rowNames()).length).toBe(28), { timeout: 10_000 });
  });

  it('writes paging to the URL and follows it back', async () => {
    const { router } = renderList('/companies?name=Acme');
    await waitFor(async () => expect((await rowNames()).length).toBe(20));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=Acme&offset=20&limit=20'));
    await waitFor(async () => expect((await rowNames())[0]).toBe('Acme 21'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?name=Acme');
    await waitFor(async () => expect((await rowNames())[0]).toBe('Acme 01'));
  });

  it('follows a search changed from outside (a link, Back) in the search box', async () => {
    const { router } = renderList('/companies?name=Acme');
    await screen.findByRole('table', { name: 'Companies' });
    await act(() => router.navigate('/companies?name=Globex'));
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('Globex');
    await waitFor(async () => expect(await rowNames()).toEqual(['Globex']));
  });
});

describe('companies list order', () => {
  const nameHeader = async () =>
    within(await screen.findByRole('table', { name: 'Companies' }))
      .getAllByRole('columnheader')
      .find((th) => th.textContent?.startsWith('Name'))!;

  it('sorts by the Name header across pages (the service sorts), kept in the URL with the filters', async () => {
    const { router } = renderList('/companies?name=Acme&offset=20&limit=20');
    await waitFor(async () => expect((await rowNames())[0]).toBe('Acme 21'));
    expect(await nameHeader()).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(await nameHeader()).getByRole('button', { name: 'Name' }));
    // A new order starts from the first page.
    await waitFor(() => expect(router.state.location.search).toBe('?name=Acme&limit=20&sort=name'));
    await waitFor(async () =>
      expect((await rowNames()).slice(0, 2)).toEqual(['Acme 01', 'Acme 02']),
    );
    expect(await nameHeader()).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(await nameHeader()).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=Acme&limit=20&sort=-name'),
    );
    // Z to A over all 25 matches: the first page starts with the last of them, which a sort of one page could not show.
    await waitFor(async () =>
      expect((await rowNames()).slice(0, 2)).toEqual(['Acme 25', 'Acme 24']),
    );
    expect(await nameHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('reads the order from the URL and offers every order in the Sort control; clearing filters keeps it', async () => {
    const { router } = renderList('/companies?tag=partner&sort=-name&limit=50');
    await waitFor(async () => expect(await rowNames()).toEqual(['Initech West', 'Initech East']));
    const sortSelect = screen.getByRole('combobox', { name: 'Sort' });
    expect(sortSelect).toHaveDisplayValue('Name, Z to A');
    expect(
      within(sortSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'As created (default)',
      'Name, A to Z',
      'Name, Z to A',
      'Least recently updated',
      'Recently updated',
      'Oldest first',
      'Newest first',
    ]);
    await userEvent.selectOptions(sortSelect, 'Name, A to Z');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tag=partner&sort=name&limit=50'),
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['Initech East', 'Initech West']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&limit=50'));
  });
});
