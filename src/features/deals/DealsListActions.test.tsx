// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { DealsListPage } from './DealsListPage';
import { basicAuthorization } from '#server/http/basicAuth';

/** The deals screen's title search, "New deal", CSV export and contact links, against the real service. */
let service: TestService;
let client: ApiClient;
let companyId = 0;

async function create(path: string, body: string): Promise<number> {
  const created = await service.request('POST', path, { body });
  expect(created.status).toBe(201);
  return Number(/(\d+)\.xml$/.exec(String(created.headers.location))?.[1]);
}

beforeAll(async () => {
  service = await startTestService();
  companyId = await create('/service/companies.xml', '<company><name>Acme Corp</name></company>');
  await create(
    '/service/deals.xml',
    `<deal><title>Acme renewal</title><status>won</status><amount>1200</amount><deal_with_id>${companyId}</deal_with_id></deal>`,
  );
  await create(
    '/service/deals.xml',
    '<deal><title>=HYPERLINK("x") pitch</title><status>pending</status><amount>-5</amount></deal>',
  );
  client = createApiClient({
    baseUrl: `${service.url}/service`,
    headers: { authorization: basicAuthorization(service.token) },
  });
});

afterAll(async () => {
  await service.close();
});

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.restoreAllMocks();
});

function renderList(url: string) {
  return renderWithApp(null, {
    url,
    apiClient: client,
    routes: [
      { path: '/deals', element: <DealsListPage /> },
      { path: '/companies/:id', element: <p>Company page</p> },
    ],
  });
}

async function titles(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Deals' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** The text of the file the browser was asked to save (jsdom saves nothing itself). */
function captureDownload(): Promise<{ name: string; text: string }> {
  return new Promise((resolve) => {
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const name = this.download;
      void blobs
        .get(this.href)
        ?.text()
        .then((text) => resolve({ name, text: text.replace(/^\uFEFF/, '') }));
    });
  });
}

describe('deals screen', () => {
  it('searches titles through the service, kept in the URL', async () => {
    const { router } = renderList('/deals');
    await waitFor(async () => expect(await titles()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Title' }), 'RENEW{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?title=RENEW'));
    await waitFor(async () => expect(await titles()).toEqual(['Acme renewal']));
  });

  it('links the “With” column to the contact’s page', async () => {
    const { router } = renderList('/deals?title=renewal');
    const table = await screen.findByRole('table', { name: 'Deals' });
    const link = await within(table).findByRole('link', { name: 'Acme Corp' });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companies/${companyId}`));
  });

  it('exports the search as CSV with formulas neutralised', async () => {
    const download = captureDownload();
    renderList('/deals');
    await waitFor(async () => expect(await titles()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Machine-readable/ }));
    const { name, text } = await download;
    expect(name).toBe('deals.csv');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'id,title,status,amount,deal_with,deal_with_id,assigned_to,description,created_at,updated_at',
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain(`,Acme renewal,won,1200.00,Acme Corp,${companyId},`);
    // A negative amount is a plain number (kept); a title starting with = is not (prefixed).
    expect(text).toContain(`"'=HYPERLINK(""x"") pitch",pending,-5.00,`);
  });

  it('adds a deal with “New deal”, the amount typed with its currency, and opens it', async () => {
    const { router } = renderList('/deals');
    await waitFor(async () => expect(await titles()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'New deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deal in Pending' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fresh lead');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '12,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add deal' }));
    expect(
      await within(dialog).findByText(
        'Thousands are grouped by three digits; decimals go after “.”',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '$12,500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add deal' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?deal=\d+$/));
    const id = Number(router.state.location.search.slice('?deal='.length));
    const saved = await service.request('GET', `/service/deals/${id}.xml`);
    expect(saved.text).toContain('<amount>12500.00</amount>');
    expect(saved.text).toContain('<title>Fresh lead</title>');
  }, 20_000);
});
