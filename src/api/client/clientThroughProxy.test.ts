import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy } from '../../../server/proxy/testing/proxyHarness';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { createCompany, getCompany } from '../companies';
import { closedPort } from '../testing/tinyServer';
import { ApiError } from './apiError';
import { createApiClient } from './client';

/** The browser's path: no credentials of its own, the proxy adds them and rewrites Location. */
describe('client through the real proxy', () => {
  let service: TestService;
  let proxy: RunningProxy;
  beforeAll(async () => {
    service = await startTestService();
    proxy = await startProxy({ upstreams: [new URL(service.url)], token: service.token });
  });
  afterAll(async () => {
    await proxy.close();
    await service.close();
  });

  it('reads the id from the relative Location the proxy hands back', async () => {
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${proxy.port}/service` });
    const id = await createCompany(client, { name: 'Proxied Co' });
    const shown = await getCompany(client, id);
    expect(shown.value.name).toBe('Proxied Co');
    expect(shown.etag).not.toBeNull();
  });

  it('turns the proxy’s 502 document into ApiError http 502 with its message', async () => {
    const down = await startProxy({
      upstreams: [new URL(`http://127.0.0.1:${await closedPort()}`)],
      token: 'x',
    });
    try {
      const client = createApiClient({ baseUrl: `http://127.0.0.1:${down.port}/service` });
      const error = await getCompany(client, 1).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('http');
      expect((error as ApiError).status).toBe(502);
      expect((error as ApiError).messages).toEqual(['The CRM service could not be reached']);
    } finally {
      await down.close();
    }
  });
});
