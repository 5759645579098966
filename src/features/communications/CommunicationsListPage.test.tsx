// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { CommunicationsListPage } from './CommunicationsListPage';
import { requestUrl } from '../../api/testing/requestUrl';
import { basicAuthorization } from '#server/http/basicAuth';

/** The communications list against the real service: filters from the URL, and clearing them. */
let service: TestService;
let client: ApiClient;
/** Every URL the list asked the service for (the requests still go to the real service). */
const requested: string[] = [];

beforeAll(async () => {
  service = await startTestService();
  for (const [subject, ctype] of [
    ['Call about pricing', 'phone'],
    ['Welcome e-mail', 'email'],
    ['Meeting notes', 'note'],
  ] as const) {
    const created = await service.request('POST', '/service/communications.xml', {
      body: `<communication><subject>${subject}</subject><ctype>${ctype}</ctype></communication>`,
    });
    expect(created.status).toBe(201);
  }
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
    fetch: (input, init) => {
      requested.push(requestUrl(input));
      return fetch(input, init);
    },
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
    routes: [{ path: '/communications', element: <CommunicationsListPage /> }],
  });
}

async function subjects(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Communications' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent ?? '')
    .sort();
}

describe('communications list filters', () => {
  it('filters by type from the URL', async () => {
    renderList('/communications?ctype=phone');
    await waitFor(async () => expect(await subjects()).toEqual(['Call about pricing']));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('phone');
  });

  it('filters by a created date range and clears all filters at once', async () => {
    const { router } = renderList('/communications?ctype=note&createdBefore=2000-01-01');
    expect(await screen.findByText('No communications match these filters')).toBeInTheDocument();
    // A date and type search has no spelling to check: the hint names the filters in use.
    expect(
      screen.getByText(
        'Widen the dates, choose “All types”, or clear the filters to see all communications.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/spelling/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () =>
      expect(await subjects()).toEqual(['Call about pricing', 'Meeting notes', 'Welcome e-mail']),
    );
  });

  it('writes a chosen range start to the URL', async () => {
    const { router } = renderList('/communications');
    await screen.findByRole('table', { name: 'Communications' });
    await userEvent.type(screen.getByLabelText('Created from'), '2000-01-01');
    await waitFor(() => expect(router.state.location.search).toBe('?createdSince=2000-01-01'));
    await waitFor(async () => expect(await subjects()).toHaveLength(3));
  });

  it('flags a “from” day after the “until” day at the fields and does not search', async () => {
    requested.length = 0;
    renderList('/communications?createdSince=2026-03-10&createdBefore=2026-03-01');
    expect(await screen.findByText('“Created until” is before “Created from”')).toBeInTheDocument();
    expect(screen.getByLabelText('Created until')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Created from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Correct the dates in the filters/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Communications' })).toBeNull();
    expect(requested.filter((url) => url.includes('/communications.xml'))).toEqual([]);
  });

  it('shows each row’s date under its subject for phones, and types as the filter spells them', async () => {
    renderList('/communications?ctype=email');
    const table = await screen.findByRole('table', { name: 'Communications' });
    const row = await within(table).findByRole('row', { name: /Welcome e-mail/ });
    const subjectCell = within(row).getByRole('rowheader');
    expect(
      within(subjectCell).getByText((_, element) => element?.tagName === 'TIME'),
    ).toHaveAttribute('datetime');
    expect(within(row).getByText('E-mail')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Type' })).getByRole('option', {
        name: 'E-mail',
      }),
    ).toBeInTheDocument();
  });
});
