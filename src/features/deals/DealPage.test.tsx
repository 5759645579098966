// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { basicAuthorization } from '#server/http/basicAuth';
import { DealPage } from './DealPage';

/** A deal's own page against the real service: the record page layout's three parts. */
let service: TestService;
let client: ApiClient;
let dealId: number;
let companyId: number;
const LOADED = { timeout: 10_000 };

async function create(collection: string, body: string): Promise<number> {
  const created = await service.request('POST', `/service/${collection}.xml`, { body });
  expect(created.status, created.text).toBe(201);
  return Number(/\/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
}

beforeAll(async () => {
  service = await startTestService();
  companyId = await create('companies', '<company><name>Party Co</name></company>');
  dealId = await create(
    'deals',
    `<deal><title>Fleet renewal</title><status>pending</status><amount>900</amount><deal_with_id>${companyId}</deal_with_id></deal>`,
  );
  const comment = await service.request('POST', `/service/deals/${dealId}/comments.xml`, {
    body: '<comment><comment>Budget approved</comment></comment>',
  });
  expect(comment.status).toBe(201);
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderPage(id: number | string = dealId) {
  return renderWithApp(null, {
    url: `/deals/${id}`,
    apiClient: client,
    routes: [{ path: '/deals/:id', element: <DealPage /> }],
  });
}

describe('DealPage', () => {
  it('shows the deal aside, its comments and history in the centre, its party and links as related', async () => {
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fleet renewal' }, LOADED);
    const about = screen.getByRole('region', { name: 'About Fleet renewal' });
    expect(about).toContainElement(heading);
    expect(within(about).getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(within(about).getByRole('heading', { name: 'SuperTags' })).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity on Fleet renewal' });
    expect(await within(activity).findByText('Budget approved', {}, LOADED)).toBeInTheDocument();
    expect(within(activity).getByRole('region', { name: 'History' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related to Fleet renewal' });
    const party = within(related).getByRole('region', { name: 'Deal with' });
    expect(await within(party).findByRole('link', { name: 'Party Co' }, LOADED)).toHaveAttribute(
      'href',
      `/companies/${companyId}`,
    );
  });

  it('says a deal that does not exist is not found', async () => {
    renderPage('abc');
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
  });
});
