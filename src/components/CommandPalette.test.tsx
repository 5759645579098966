// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, type ApiClient } from '../api/http/client';
import { renderWithApp } from '../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { CommandPalette } from './CommandPalette';

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
    headers: { authorization: `Basic ${Buffer.from(`${service.token}:x`).toString('base64')}` },
  });
  ids['company'] = await create('companies', '<company><name>Zephyr Works</name></company>');
  await create('companies', '<company><name>Other Corp</name></company>');
  ids['person'] = await create('people', '<person><first_name>Zoe</first_name><last_name>Zephyr</last_name></person>');
  ids['deal'] = await create('deals', '<deal><title>Zephyr renewal</title><status>pending</status></deal>');
});

afterAll(async () => {
  await service.close();
});

// Real requests on a busy two-core machine: give them longer than RTL's default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

function renderPalette() {
  return renderWithApp(null, {
    url: '/',
    apiClient: client,
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
    const dialog = await screen.findByRole('dialog', { name: 'Search companies, people and deals' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Search/ }), 'zephyr');

    const companies = await within(dialog).findByRole('region', { name: 'Companies' });
    expect(await within(companies).findByRole('link', { name: 'Zephyr Works' })).toHaveAttribute('href', `/companies/${ids['company']}`);
    expect(within(companies).queryByText('Other Corp')).toBeNull();
    const people = within(dialog).getByRole('region', { name: 'People' });
    expect(await within(people).findByRole('link', { name: 'Zoe Zephyr' })).toHaveAttribute('href', `/people/${ids['person']}`);
    const deals = within(dialog).getByRole('region', { name: 'Deals' });
    expect(await within(deals).findByRole('link', { name: 'Zephyr renewal' })).toHaveAttribute('href', `/deals?deal=${ids['deal']}`);

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
    expect(await within(dialog).findByText('No companies match “nothing like it”.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No deals match “nothing like it”.')).toBeInTheDocument();
  });
});
