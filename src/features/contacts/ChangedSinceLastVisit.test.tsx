// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { markVisited, readLastVisit } from '../../hooks/useLastVisit';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { CompaniesListPage } from './CompaniesListPage';
import { NavMenu } from '../../app/layout/NavMenu';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * "Changed since your last visit" against the real service: a company another user changed after
 * the last visit is marked; the visit is recorded, so the next visit starts afresh. Without the
 * activity stream every change counts; with it, the current user's own changes do not.
 */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let service: TestService;
let client: ApiClient;
let bobToken: string;
const ids: Record<string, string> = {};

async function create(name: string): Promise<string> {
  const created = await service.request('POST', '/service/companies.xml', {
    body: `<company><name>${name}</name></company>`,
  });
  expect(created.status).toBe(201);
  return new URL(String(created.headers['location'])).pathname;
}

beforeAll(async () => {
  service = await startTestService();
  bobToken = (await service.addUser('Bob Other', 'bob@example.com')).token;
  for (const name of ['Seen Alpha', 'Seen Beta', 'Seen Gamma']) ids[name] = await create(name);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => window.localStorage.clear());

function renderList() {
  return renderWithApp(null, {
    url: '/companies?name=Seen',
    apiClient: client,
    routes: [{ path: '/companies', element: <CompaniesListPage /> }],
  });
}

function rowOf(name: string) {
  return screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
}

async function settledRows() {
  await waitFor(() =>
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(3),
  );
}

describe('changed since the last visit', () => {
  it('marks nothing on the first visit and records the visit', async () => {
    renderList();
    await settledRows();
    expect(screen.queryByText('Changed')).toBeNull();
    expect(readLastVisit('companies')).not.toBeNull();
  });

  it('marks the company another user changed after the last visit', async () => {
    // Updated times have whole seconds: the change comes in a later second than the visit.
    markVisited('companies', new Date(Date.now() - 500).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const changed = await service.request('PUT', `${ids['Seen Beta']}`, {
      body: '<company><name>Seen Beta</name><notes>Bob was here</notes></company>',
      token: bobToken,
    });
    expect(changed.status).toBe(200);
    renderList();
    await settledRows();
    await waitFor(() => expect(within(rowOf('Seen Beta')).getByText('Changed')).toBeVisible());
    expect(within(rowOf('Seen Alpha')).queryByText('Changed')).toBeNull();
    expect(within(rowOf('Seen Gamma')).queryByText('Changed')).toBeNull();
    cleanup();
    // The visit was recorded: nothing is new since.
    renderList();
    await settledRows();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Changed')).toBeNull();
  });

  it('counts the changed companies in the navigation, as the link’s description', async () => {
    markVisited('companies', new Date(Date.now() - 500).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await service.request('PUT', `${ids['Seen Gamma']}`, {
      body: '<company><name>Seen Gamma</name><notes>Bob once more</notes></company>',
      token: bobToken,
    });
    renderWithApp(<NavMenu onNavigate={() => undefined} />, { apiClient: client });
    const link = screen.getByRole('link', { name: 'Companies' });
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription('1 changed by others since your last visit'),
    );
    // People were never visited: no count.
    expect(screen.getByRole('link', { name: 'People' })).not.toHaveAttribute('aria-describedby');
  });

  it('does not mark the current user’s own change (needs the activity stream)', async () => {
    markVisited('companies', new Date(Date.now() - 500).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await service.request('PUT', `${ids['Seen Alpha']}`, {
      body: '<company><name>Seen Alpha</name><notes>Mine</notes></company>',
    });
    await service.request('PUT', `${ids['Seen Gamma']}`, {
      body: '<company><name>Seen Gamma</name><notes>Bob again</notes></company>',
      token: bobToken,
    });
    renderList();
    await settledRows();
    await waitFor(() => expect(within(rowOf('Seen Gamma')).getByText('Changed')).toBeVisible());
    expect(within(rowOf('Seen Alpha')).queryByText('Changed')).toBeNull();
  });
});
