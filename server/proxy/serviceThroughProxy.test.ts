import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '#xml/tree';
import { startTestService, type TestService } from '../service/testing/serviceHarness';
import { CREDENTIALS_REJECTED } from './forward';
import { request, startProxy, type RunningProxy } from './testing/proxyHarness';

describe('the proxy in front of the real service', () => {
  let service: TestService;
  let proxy: RunningProxy;
  beforeAll(async () => {
    service = await startTestService();
    proxy = await startProxy({
      upstreams: [new URL(service.url)],
      token: service.token,
      upstreamLabel: 'embedded',
    });
  });
  afterAll(async () => {
    await proxy.close();
    await service.close();
  });

  it('creates a company and shows it through the address the proxy hands back', async () => {
    const origin = `http://localhost:${proxy.port}`;
    const created = await request(proxy.port, {
      method: 'POST',
      path: '/service/companies.xml',
      headers: { origin, 'content-type': 'application/xml', cookie: 'session=1' },
      body: '<company><name>Acme &amp; Sons</name><notes>Through the proxy</notes></company>',
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/service\/companies\/\d+\.xml$/);
    expect(created.headers['access-control-allow-origin']).toBe(origin);
    expect(created.rawHeaders).not.toContain(new URL(service.url).host);

    const shown = await request(proxy.port, { path: location, headers: { origin } });
    expect(shown.status).toBe(200);
    const company = parseXml(shown.body);
    expect(company.name).toBe('company');
    expect(company.children.find((c) => c.name === 'name')?.text).toBe('Acme & Sons');
    expect(company.children.find((c) => c.name === 'notes')?.text).toBe('Through the proxy');
    expect(company.children.find((c) => c.name === 'id')?.text).toBe(
      /(\d+)\.xml$/.exec(location)?.[1],
    );
  });

  it("forwards the service's X-Crm-Sort header to the browser and exposes it to the page", async () => {
    const origin = `http://localhost:${proxy.port}`;
    for (const name of ['alpha Works', 'Zeta Works']) {
      const created = await request(proxy.port, {
        method: 'POST',
        path: '/service/companies.xml',
        headers: { origin, 'content-type': 'application/xml' },
        body: `<company><name>${name}</name></company>`,
      });
      expect(created.status).toBe(201);
    }
    const sorted = await request(proxy.port, {
      path: '/service/companies.xml?name=works&sort=-name',
      headers: { origin },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.headers['x-crm-sort']).toBe('-name');
    expect(String(sorted.headers['access-control-expose-headers']).split(', ')).toContain(
      'X-Crm-Sort',
    );
    const names = parseXml(sorted.body).children.map(
      (company) => company.children.find((c) => c.name === 'name')?.text,
    );
    expect(names).toEqual(['Zeta Works', 'alpha Works']);

    const unsorted = await request(proxy.port, {
      path: '/service/companies.xml?name=works',
      headers: { origin },
    });
    expect(unsorted.headers['x-crm-sort']).toBeUndefined();
  });

  it('passes the service errors through as they are', async () => {
    const missing = await request(proxy.port, { path: '/service/companies/999999.xml' });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<errors>');
  });

  it('reports a wrong token as a configuration problem, not as a login prompt', async () => {
    const wrong = await startProxy({ upstreams: [new URL(service.url)], token: 'not-the-token' });
    try {
      const answer = await request(wrong.port, { path: '/service/companies.xml' });
      expect(answer.status).toBe(502);
      expect(answer.body).toContain(CREDENTIALS_REJECTED);
      expect(answer.headers['www-authenticate']).toBeUndefined();
    } finally {
      await wrong.close();
    }
  });
});
