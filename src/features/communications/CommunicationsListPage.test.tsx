// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/http/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CommunicationsListPage } from './CommunicationsListPage';

/** The communications list against the real service: filters from the URL, and clearing them. */
let service: TestService;
let client: ApiClient;

beforeAll(async () => {
  service = await startTestService();
  for (const [subject, ctype] of [
    ['Call about pricing', 'phone'],
    ['Welcome e-mail', 'email'],
    ['Meeting notes', 'note'],
  ] as const) {
    const created = await service.request('POST', '/service/communications.xml', { body: `<communication><subject>${subject}</subject><ctype>${ctype}</ctype></communication>` });
    expect(created.status).toBe(201);
  }
  client = createApiClient({ baseUrl: `${service.url}/service`, headers: { authorization: `Basic ${Buffer.from(`${service.token}:x`).toString('base64')}` } });
});

afterAll(async () => {
  await service.close();
});

afterEach(cleanup);

function renderList(url: string) {
  return renderWithApp(null, { url, apiClient: client, routes: [{ path: '/communications', element: <CommunicationsListPage /> }] });
}

async function subjects(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Communications' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
    .sort();
}

describe('communications list filters', () => {
  it('filters by type from the URL', async () => {
    renderList('/communications?ctype=phone');
    await waitFor(async () => expect(await subjects()).toEqual(['Call about pricing']), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('phone');
  });

  it('filters by a created date range and clears all filters at once', async () => {
    const { router } = renderList('/communications?ctype=note&createdBefore=2000-01-01');
    expect(await screen.findByText('No communications match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await subjects()).toEqual(['Call about pricing', 'Meeting notes', 'Welcome e-mail']));
  });

  it('writes a chosen range start to the URL', async () => {
    const { router } = renderList('/communications');
    await screen.findByRole('table', { name: 'Communications' });
    await userEvent.type(screen.getByLabelText('Created from'), '2000-01-01');
    await waitFor(() => expect(router.state.location.search).toBe('?createdSince=2000-01-01'));
    await waitFor(async () => expect(await subjects()).toHaveLength(3));
  });
});
