// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createApiClient, type ApiClient } from '../../api/client/client';
import { startTinyServer, type TinyServer } from '../../api/testing/tinyServer';
import { PinnedViews } from '../../app/layout/PinnedViews';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { SavedViewsMenu } from './SavedViewsMenu';
import { basicAuthorization } from '#server/http/basicAuth';

/** The views menu of a list and the sidebar's pinned views, against the real service (and a classic one). */
let service: TestService;
let classic: TinyServer;
const clientFor = (url: string, token: string): ApiClient =>
  createApiClient({
    baseUrl: `${url}/service`,
    headers: { authorization: basicAuthorization(token) },
  });

beforeAll(async () => {
  service = await startTestService();
  // A classic server: it has no saved views (nor anything else this test asks).
  classic = await startTinyServer(() => ({
    status: 404,
    headers: { 'content-type': 'application/xml' },
    body: '<?xml version="1.0"?><errors><error>Not found</error></errors>',
  }));
});

afterAll(async () => {
  await service.close();
  await classic.close();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderDeals(client: ApiClient, url: string) {
  return renderWithApp(null, {
    apiClient: client,
    url,
    routes: [
      {
        path: '*',
        element: (
          <>
            <SavedViewsMenu list="deals" />
            <nav aria-label="Main">
              <PinnedViews onNavigate={() => {}} />
            </nav>
          </>
        ),
      },
    ],
  });
}

async function saveAs(name: string, options: { share?: boolean } = {}) {
  await userEvent.click(await screen.findByRole('button', { name: 'Views' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Save as new view…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save as new view' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), name);
  if (options.share === true)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Share with the team/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const storedViews = () =>
  service.store.savedViews.listViews(service.scope).then((page) => page.views);

describe('SavedViewsMenu', () => {
  it('saves the filters as a view on the service, opens it by address, pins it and saves changes', async () => {
    const { router } = renderDeals(
      clientFor(service.url, service.token),
      '/deals?status=pending&sort=title&offset=20',
    );
    await saveAs('Pending by title', { share: true });

    const [saved] = await storedViews();
    expect(saved).toMatchObject({
      name: 'Pending by title',
      list: 'deals',
      address: 'status=pending&sort=title',
      shared: true,
      pinned: true,
    });
    // The address now names the view, and keeps the filters.
    expect(router.state.location.search).toBe(`?view=${saved!.id}&status=pending&sort=title`);
    expect(await screen.findByRole('button', { name: 'View: Pending by title' })).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(sidebar).findByRole('link', { name: 'Pending by title' })).toHaveAttribute(
      'href',
      `/deals?view=${saved!.id}&status=pending&sort=title`,
    );

    // Another filter: the view is changed until its changes are saved.
    await router.navigate(`/deals?view=${saved!.id}&status=won&sort=title`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View: Pending by title (changed)' }),
    );
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Save changes to “Pending by title”' }),
    );
    await screen.findByRole('button', { name: 'View: Pending by title' });
    expect((await storedViews())[0]!.address).toBe('status=won&sort=title');
  });

  it("shows a colleague's shared view, without the owner's actions, and renames and deletes one's own", async () => {
    const owner = clientFor(service.url, service.token);
    const bob = await service.addUser('Bob Colleague', 'bob@example.com');
    renderDeals(owner, '/deals?status=lost');
    await saveAs('Lost deals', { share: true });
    cleanup();

    const [view] = (await storedViews()).filter((v) => v.name === 'Lost deals');
    renderDeals(clientFor(service.url, bob.token), '/deals');
    await userEvent.click(await screen.findByRole('button', { name: 'Views' }));
    const item = await screen.findByRole('menuitem', { name: /Lost deals/ });
    expect(item).toHaveTextContent('Lost deals · shared by Test Admin');
    await userEvent.click(item);
    await userEvent.click(await screen.findByRole('button', { name: 'View: Lost deals' }));
    expect(screen.queryByRole('menuitem', { name: 'Rename…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Delete/ })).not.toBeInTheDocument();
    cleanup();

    const { router } = renderDeals(owner, `/deals?view=${view!.id}&status=lost`);
    await userEvent.click(await screen.findByRole('button', { name: 'View: Lost deals' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lost this year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await screen.findByRole('button', { name: 'View: Lost this year' });

    await userEvent.click(screen.getByRole('button', { name: 'View: Lost this year' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Delete “Lost this year”…' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    await screen.findByRole('button', { name: 'Views' });
    expect(router.state.location.search).toBe('?status=lost');
    expect((await storedViews()).map((v) => v.name)).not.toContain('Lost this year');
  });

  it('keeps views in this browser against a server without them, and says so', async () => {
    const client = clientFor(classic.url, 'classic-token');
    const { router } = renderDeals(client, '/deals?status=won');
    await userEvent.click(await screen.findByRole('button', { name: 'Views' }));
    expect(
      await screen.findByText(/This server does not store views: they are kept in this browser/),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await saveAs('Won here');
    expect(router.state.location.search).toBe('?view=1&status=won');
    const kept = JSON.parse(localStorage.getItem(`crm.savedViews:${client.baseUrl}`) ?? '{}') as {
      views: { name: string; address: string }[];
    };
    expect(kept.views.map((v) => [v.name, v.address])).toEqual([['Won here', 'status=won']]);
    // Nothing was sent to the server but the one question whether it has views.
    expect(classic.requests.every((r) => r.method === 'GET')).toBe(true);
  });
});
