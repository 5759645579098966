import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostGuard } from './hostGuard';
import {
  rawRequest,
  request,
  startProxy,
  statusOf,
  type RunningProxy,
} from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

describe('createHostGuard', () => {
  const allowed = createHostGuard(8080, ['crm.example.com', 'admin.example.com:8443']);

  it('serves the loopback names with the listening port or none', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      '127.0.0.1',
      '127.0.0.1:8080',
      '[::1]',
      '[::1]:8080',
      'LOCALHOST:8080',
    ]) {
      expect(allowed(host), host).toBe(true);
    }
  });

  it('serves ALLOWED_HOSTS, with the listening port unless the entry names its own', () => {
    expect(allowed('crm.example.com')).toBe(true);
    expect(allowed('crm.example.com:8080')).toBe(true);
    expect(allowed('admin.example.com:8443')).toBe(true);
    expect(allowed('admin.example.com:8080')).toBe(false);
  });

  it('refuses every other name, port or form', () => {
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:8080',
      'localhost:8081',
      '127.0.0.1:80',
      'localhost.evil.example',
      'localhost.',
      '127.0.0.2:8080',
      '[::2]:8080',
      'localhost:8080@evil',
    ]) {
      expect(allowed(host), String(host)).toBe(false);
    }
  });
});

describe('Host guard through the proxy (DNS rebinding)', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl], allowedHosts: ['crm.internal'] });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('answers 403 to a forged Host and never contacts the upstream', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await request(proxy.port, {
        method,
        path: '/service/companies.xml',
        headers: { host: 'evil.example' },
        body: method === 'POST' ? '<company/>' : undefined,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('<error>This host name is not served here');
    }
    const other = await request(proxy.port, {
      path: '/console/info.json',
      headers: { host: `rebind.evil.example:${proxy.port}` },
    });
    expect(other.status).toBe(403);
    expect(upstream.requests).toEqual([]);
    expect(upstream.connections()).toBe(0);
  });

  it('refuses a request without any Host (HTTP/1.0)', async () => {
    const answer = await rawRequest(proxy.port, 'GET /service/companies.xml HTTP/1.0\r\n\r\n');
    expect(statusOf(answer)).toBe(403);
    expect(upstream.requests).toEqual([]);
  });

  it('serves the allowed names', async () => {
    for (const host of [`127.0.0.1:${proxy.port}`, 'localhost', 'crm.internal']) {
      const answer = await request(proxy.port, {
        path: '/service/companies.xml',
        headers: { host },
      });
      expect(answer.status, host).toBe(200);
    }
    expect(upstream.requests).toHaveLength(3);
  });
});
