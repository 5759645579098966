// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { DealsListPage } from './DealsListPage';
import { basicAuthorization } from '#server/http/basicAuth';
import { switchLanguage } from '#i18n/switchLanguage';

/** The deals list's API searches live in the URL; each is checked against what the real service sends back. */
let service: TestService;
let client: ApiClient;

async function createDeal(body: string): Promise<void> {
  const created = await service.request('POST', '/service/deals.xml', {
    body: `<deal>${body}</deal>`,
  });
  expect(created.status).toBe(201);
}

beforeAll(async () => {
  service = await startTestService();
  await service.addUser('Sam Sales', 'sam@example.com');
  await createDeal('<title>Won by admin</title><status>won</status><amount>10</amount>');
  await createDeal('<title>Pending by admin</title><status>pending</status><amount>20</amount>');
  await createDeal(
    '<title>Won by Sam</title><status>won</status><amount>30</amount><assigned_to>sam@example.com</assigned_to>',
  );
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderList(url: string) {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [{ path: '/deals', element: <DealsListPage /> }],
  });
}

async function titles(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Deals' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('deals list searches', () => {
  it('reads status and assignee from the URL', async () => {
    renderList('/deals?status=won&assigned_to=sam%40example.com');
    await waitFor(async () => expect(await titles()).toEqual(['Won by Sam']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('sam@example.com'),
    );
  });

  it('writes a chosen assignee to the URL and starts from the first page', async () => {
    const { router } = renderList('/deals?offset=0&limit=20');
    await waitFor(async () => expect(await titles()).toHaveLength(3));
    await screen.findByRole('option', { name: 'Sam Sales (sam@example.com)' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Assigned to' }),
      'sam@example.com',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?limit=20&assigned_to=sam%40example.com'),
    );
    await waitFor(async () => expect(await titles()).toEqual(['Won by Sam']));
  });

  it('searches by the day of the last update and says when nothing matches', async () => {
    renderList('/deals?updated_since=2000-01-01');
    await waitFor(async () => expect(await titles()).toHaveLength(3));
    cleanup();
    const { router } = renderList('/deals?updated_since=2999-01-01&status=won');
    expect(await screen.findByText(/No deals match/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all deals' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await titles()).toHaveLength(3));
  });
});

describe('deals list in German', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('labels the list in German and shows the amounts in the German format', async () => {
    await switchLanguage('de');
    renderList('/deals?status=won&assigned_to=sam%40example.com');
    await waitFor(async () => expect(await titles()).toEqual(['Won by Sam']));
    expect(screen.getByRole('columnheader', { name: 'Betrag' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zuständig' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuer Deal' })).toBeInTheDocument();
    // The demo currency (the browser's, US dollars here) written the German way: 30,00 $.
    const row = screen.getByRole('row', { name: /Won by Sam/ });
    expect(within(row).getByText(/^30,00\s\$$/)).toBeInTheDocument();
  });

  it('names the classic stages in German, in the rows and in the status filter', async () => {
    await switchLanguage('de');
    renderList('/deals?status=won');
    await waitFor(async () => expect(await titles()).toHaveLength(2));
    const row = screen.getByRole('row', { name: /Won by Sam/ });
    expect(within(row).getByText('Gewonnen')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Gewonnen' })).toHaveValue('won'),
    );
    expect(within(filter).getByRole('option', { name: 'Gescheitert' })).toHaveValue('failure');
    expect(within(filter).queryByRole('option', { name: 'Won' })).toBeNull();
  });
});
