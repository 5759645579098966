// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '../api/client/client';
import { activity, startActivityServer } from '../api/testing/activityStream';
import type { TinyServer } from '../api/testing/tinyServer';
import { renderWithApp } from '../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../server/service/testing/serviceHarness';
import { RecordHistory } from './RecordHistory';
import { basicAuthorization } from '#server/http/basicAuth';

/** A record's History: field changes and who made them; a server without the stream says so. */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let stand: TinyServer;
let classic: TinyServer;
beforeAll(async () => {
  stand = await startActivityServer([
    activity({
      id: 2,
      recordType: 'Deal',
      recordId: 5,
      name: 'Big deal',
      userName: 'Bob Builder',
      changes: [
        { field: 'status', old: 'pending', new: 'won' },
        { field: 'background', old: '', new: 'Signed today' },
      ],
    }),
    activity({ id: 1, recordType: 'Deal', recordId: 5, name: 'Big deal', kind: 'created' }),
  ]);
  classic = await startActivityServer(null);
});
afterAll(async () => {
  await stand.close();
  await classic.close();
});

function renderHistory(baseUrl: string, headers: Record<string, string> = {}, id = 5) {
  return renderWithApp(<RecordHistory record={{ collection: 'deals', id }} />, {
    apiClient: createApiClient({ baseUrl: `${baseUrl}/service`, headers }),
  });
}

describe('RecordHistory', () => {
  it('lists the changes, newest first, old → new, with who made them', async () => {
    renderHistory(stand.url);
    const region = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(2));
    const changes = within(region).getByRole('list', { name: 'Field changes' });
    expect(changes).toHaveTextContent(/Status:\s*pending\s*→?\s*changed to\s*won/);
    expect(changes).toHaveTextContent(/Background:\s*empty.*changed to\s*Signed today/);
    expect(region).toHaveTextContent('Bob Builder updated');
    expect(region).toHaveTextContent('Ann Admin created');
    expect(stand.requests.map((r) => r.url)).toContain(
      '/service/deals/5/activities.xml?detail=full',
    );
  });

  it('says "This server keeps no history" when the server answers 404', async () => {
    renderHistory(classic.url);
    expect(await screen.findByText('This server keeps no history.')).toBeInTheDocument();
    // One request: a 404 is final, not retried.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(classic.requests.filter((r) => r.url.includes('/activities'))).toHaveLength(1);
  });

  describe('against the real service', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService();
    });
    afterAll(async () => {
      await service.close();
    });

    it('shows a deal’s status change by its user', async () => {
      const created = await service.request('POST', '/service/deals.xml', {
        body: '<deal><title>Real deal</title><status>pending</status></deal>',
      });
      const path = new URL(String(created.headers['location'])).pathname;
      const id = Number(/(\d+)\.xml$/.exec(path)![1]);
      await service.request('PUT', path, { body: '<deal><status>won</status></deal>' });
      renderHistory(service.url, { authorization: basicAuthorization(service.token) }, id);
      const region = await screen.findByRole('region', { name: 'History' });
      await waitFor(() =>
        expect(within(region).getByRole('list', { name: 'Field changes' })).toHaveTextContent(
          /pending.*won/,
        ),
      );
      expect(region).toHaveTextContent('Test Admin updated');
    });
  });
});
