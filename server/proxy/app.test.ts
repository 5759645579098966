import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProxyApp } from './app';
import {
  rawRequest,
  request,
  startProxy,
  statusOf,
  TEST_TOKEN,
  type RunningProxy,
} from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

describe('proxy app', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl], upstreamLabel: 'embedded' });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('refuses methods other than GET, POST, PUT, DELETE with 405 and Allow', async () => {
    for (const method of ['TRACE', 'PATCH', 'PROPFIND', 'HEAD']) {
      const answer = await request(proxy.port, { method, path: '/service/companies/1.xml' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, POST, PUT, DELETE, OPTIONS');
      if (method !== 'HEAD') expect(answer.body).toContain('<errors><error>Method');
    }
    const plainOptions = await request(proxy.port, {
      method: 'OPTIONS',
      path: '/service/companies.xml',
    });
    expect(plainOptions.status).toBe(405);
    expect(upstream.requests).toEqual([]);
  });

  it('refuses protocol upgrades and closes the socket', async () => {
    for (const upgrade of ['websocket', 'h2c']) {
      const answer = await rawRequest(
        proxy.port,
        `GET /service/companies.xml HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: Upgrade\r\nUpgrade: ${upgrade}\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
      expect(answer).toContain('Connection: close');
      expect(answer).toContain('<error>Protocol upgrades are not supported</error>');
      expect(answer).not.toContain('101 Switching');
    }
    expect(upstream.requests).toEqual([]);
  });

  it('refuses an Upgrade header even on a server without an upgrade listener', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const app = createProxyApp({
      upstreams: [upstream.baseUrl],
      token: TEST_TOKEN,
      listenPort: port,
    });
    server.on('request', (req, res) => app.handle(req, res));
    try {
      const answer = await rawRequest(
        port,
        `GET /service/companies.xml HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(upstream.requests).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      app.close();
    }
  });

  it('refuses CONNECT tunnels', async () => {
    const answer = await rawRequest(
      proxy.port,
      `CONNECT 127.0.0.1:${upstream.port} HTTP/1.1\r\nHost: 127.0.0.1:${upstream.port}\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(405);
    expect(answer).toContain('CONNECT is not allowed');
    expect(upstream.connections()).toBe(0);
  });

  it('answers an unparsable request with an error document', async () => {
    const answer = await rawRequest(proxy.port, 'GARBAGE\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('<error>Malformed request</error>');
  });

  it('tells the console which upstream it talks to, and nothing more', async () => {
    const answer = await request(proxy.port, {
      path: '/console/info.json',
      headers: { origin: `http://127.0.0.1:${proxy.port}` },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ upstream: 'embedded' });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe(`http://127.0.0.1:${proxy.port}`);
    expect((await request(proxy.port, { path: '/console/other.json' })).status).toBe(404);
    expect(
      (await request(proxy.port, { method: 'POST', path: '/console/info.json', body: '' })).status,
    ).toBe(405);

    const remote = await startProxy({ upstreams: [new URL('https://acme.crm.example.com/acct')] });
    try {
      const remoteInfo = await request(remote.port, { path: '/console/info.json' });
      expect(JSON.parse(remoteInfo.body)).toEqual({ upstream: 'acme.crm.example.com' });
    } finally {
      await remote.close();
    }
  });

  it('forwards nothing and serves nothing when no console is configured', async () => {
    const answer = await request(proxy.port, { path: '/companies' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(upstream.requests).toEqual([]);
  });
});
