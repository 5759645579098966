// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client/client';
import { listSavedViews } from './savedViews';
import { startTinyServer, type TinyServer } from './testing/tinyServer';

let classic: TinyServer;

beforeAll(async () => {
  classic = await startTinyServer(() => ({ status: 404, body: 'Not Found' }));
});
afterAll(() => classic.close());

describe('saved views against a server without them', () => {
  it('asks once per page, then keeps them in the browser without asking again', async () => {
    const client = createApiClient({
      baseUrl: classic.url,
      headers: { Authorization: `Basic ${btoa('classic-token:x')}` },
    });
    expect((await listSavedViews(client)).where).toBe('browser');
    expect((await listSavedViews(client)).where).toBe('browser');
    expect(classic.requests.filter((r) => r.url.includes('views'))).toHaveLength(1);
  });
});
