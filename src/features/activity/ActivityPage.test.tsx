// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Activity } from '#xml/activity';
import { createApiClient } from '../../api/client/client';
import { activity, startActivityServer } from '../../api/testing/activityStream';
import type { TinyServer } from '../../api/testing/tinyServer';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { ActivityPage } from './ActivityPage';
import { basicAuthorization } from '#server/http/basicAuth';
import { formatSearchTime } from '#xml/dates';

/**
 * The Activity screen: against the agreed stream API served from a list (the service's side is
 * built in parallel), against a server without it (404), and against the real service once it has
 * the stream (skipped while it answers 404).
 */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

// 60 entries, newest first: more than one page (50). Entry 3 deletes company 30.
const STREAM: Activity[] = Array.from({ length: 60 }, (_, i) =>
  activity({
    id: 1000 - i,
    name: i % 2 === 0 ? `Company ${i}` : `Deal ${i}`,
    recordType: i % 2 === 0 ? 'Company' : 'Deal',
    recordId: i,
    userId: i % 3 === 0 ? 2 : 1,
    userName: i % 3 === 0 ? 'Bob Builder' : 'Ann Admin',
    date: new Date(Date.UTC(2026, 10, 25, 14, 0, 0) - i * 3_600_000)
      .toISOString()
      .replace('.000', ''),
    changes: i === 0 ? [{ field: 'status', old: 'pending', new: 'won' }] : [],
  }),
);
STREAM[2] = { ...STREAM[2]!, kind: 'deleted', name: 'Company 2', recordId: 30 };
STREAM[4] = { ...STREAM[4]!, name: 'Company 30', recordId: 30 };

let stand: TinyServer;
let classic: TinyServer;

beforeAll(async () => {
  stand = await startActivityServer(STREAM);
  classic = await startActivityServer(null);
});
afterAll(async () => {
  await stand.close();
  await classic.close();
});

function renderAt(url: string, baseUrl: string) {
  return renderWithApp(null, {
    url,
    apiClient: createApiClient({ baseUrl: `${baseUrl}/service` }),
    routes: [{ path: '/activity', element: <ActivityPage /> }],
  });
}

function entries() {
  return within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('article');
}

describe('ActivityPage against the agreed API', () => {
  it('lists who did what, newest first, with old → new, and loads more on request', async () => {
    renderAt('/activity', stand.url);
    await waitFor(() => expect(entries()).toHaveLength(50));
    const first = entries()[0]!;
    expect(first).toHaveTextContent('Bob Builder updated Company 0');
    expect(within(first).getByRole('list', { name: 'Field changes' })).toHaveTextContent(
      /Status:\s*pending.*changed to.*won/,
    );
    expect(within(first).getByRole('link', { name: 'Company 0' })).toHaveAttribute(
      'href',
      '/companies/0',
    );
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-25T14:00:00Z');
    expect(first.querySelector('time')?.getAttribute('title')).toMatch(/2026/);
    // A deal opens in the deals list's panel.
    expect(within(entries()[1]!).getByRole('link', { name: 'Deal 1' })).toHaveAttribute(
      'href',
      '/deals?deal=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
    expect(
      stand.requests.some((r) => r.url.includes('offset=50') && r.url.includes('limit=50')),
    ).toBe(true);
  });

  it('names a deleted record instead of linking it', async () => {
    renderAt('/activity', stand.url);
    await waitFor(() => expect(entries().length).toBeGreaterThan(4));
    const older = entries()[4]!;
    expect(older).toHaveTextContent('Company 30 (deleted)');
    expect(within(older).queryByRole('link')).toBeNull();
  });

  it('filters by record kind and user, kept in the URL', async () => {
    const { router } = renderAt('/activity?type=Deal', stand.url);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));
    expect(entries().every((e) => /Deal \d+/.test(e.textContent ?? ''))).toBe(true);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'User' }), '2');
    await waitFor(() => expect(router.state.location.search).toBe('?type=Deal&user=2'));
    await waitFor(() =>
      expect(entries().every((e) => e.textContent?.startsWith('Bob Builder'))).toBe(true),
    );
    expect(stand.requests.some((r) => r.url.includes('user_id=2'))).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Record kind' }), '');
    await waitFor(() => expect(router.state.location.search).toBe('?user=2'));
  });

  it('sends the date range’s start as `since` and drops entries after its end', async () => {
    renderAt('/activity?from=2026-11-24&to=2026-11-24', stand.url);
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));
    const since = stand.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('since'));
    expect(since).toContain(formatSearchTime(new Date(2026, 10, 24).toISOString()));
    for (const entry of entries()) {
      const day = new Date(entry.querySelector('time')!.getAttribute('datetime')!);
      expect(day.getTime()).toBeLessThan(new Date(2026, 10, 25).getTime());
    }
  });
});

describe('ActivityPage against a server without the stream', () => {
  it('says the server keeps no history', async () => {
    renderAt('/activity', classic.url);
    expect(await screen.findByText(/This server keeps no history/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Activity' })).toBeNull();
  });
});

describe('ActivityPage against the real service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('shows a change made through the API with who made it', async () => {
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Streamed Co</name></company>',
    });
    const path = new URL(String(created.headers['location'])).pathname;
    await service.request('PUT', path, {
      body: '<company><name>Streamed Co</name><notes>Now with notes</notes></company>',
    });
    renderWithApp(null, {
      url: '/activity',
      apiClient: createApiClient({
        baseUrl: `${service.url}/service`,
        headers: { authorization: basicAuthorization(service.token) },
      }),
      routes: [{ path: '/activity', element: <ActivityPage /> }],
    });
    await waitFor(() => expect(entries().length).toBeGreaterThanOrEqual(2));
    expect(entries()[0]).toHaveTextContent('Test Admin updated Streamed Co');
    expect(entries()[0]).toHaveTextContent('Now with notes');
    expect(entries()[1]).toHaveTextContent('Test Admin created Streamed Co');
  });
});
