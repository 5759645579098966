import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { MessageChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../service/testing/serviceHarness';
import { request, startProxy, type RunningProxy } from '../proxy/testing/proxyHarness';
import { basicAuthorization } from '../http/basicAuth';
import { MAX_IN_FLIGHT, PortDispatcher } from './portDispatcher';
import { serveOverPort, type PortApp, type ServiceOverPort } from './serviceOverPort';

/** A proxy whose upstream is `app` served over a MessagePort, as `npm start` wires them. */
async function proxyOverPort(
  app: PortApp,
  options: { token?: string; upstreamTimeoutMs?: number } = {},
): Promise<{ proxy: RunningProxy; overPort: ServiceOverPort; dispatcher: PortDispatcher }> {
  const channel = new MessageChannel();
  const overPort = serveOverPort(channel.port2, app, {
    localAddress: '127.0.0.1',
    localPort: 9,
  });
  const dispatcher = new PortDispatcher(channel.port1);
  const proxy = await startProxy({
    // Names the upstream (Location rewriting); nothing listens there.
    upstreams: [new URL('http://127.0.0.1:9')],
    upstreamDispatcher: dispatcher,
    token: options.token,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
  });
  return { proxy, overPort, dispatcher };
}

describe('the embedded service over its port, behind the proxy', () => {
  let service: TestService;
  let overHttp: RunningProxy;
  let overPort: RunningProxy;
  let served: ServiceOverPort;
  beforeAll(async () => {
    service = await startTestService();
    overHttp = await startProxy({ upstreams: [new URL(service.url)], token: service.token });
    const wired = await proxyOverPort(service.app, { token: service.token });
    overPort = wired.proxy;
    served = wired.overPort;
  });
  afterAll(async () => {
    await overHttp.close();
    await overPort.close();
    await served.close();
    await service.close();
  });

  it('answers exactly as the same service over HTTP does', async () => {
    const created = await request(overPort.port, {
      method: 'POST',
      path: '/service/companies.xml',
      headers: { 'content-type': 'application/xml' },
      body: '<company><name>Hauptstraße Café – Ünïcode</name><notes>Über den Port</notes></company>',
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/service\/companies\/\d+\.xml$/);

    const asked: { method?: string; path: string; body?: string }[] = [
      { path: location },
      { path: '/service/companies.xml?name=caf' },
      { path: '/service/companies/999999.xml' },
      { path: '/service/nothing-here.xml' },
      { method: 'PUT', path: location, body: '<company><name>' },
      { method: 'DELETE', path: '/service/companies.xml' },
      { method: 'HEAD', path: location },
    ];
    for (const { method, path, body } of asked) {
      const options = {
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'application/xml' },
        body,
      };
      const [viaPort, viaHttp] = [
        await request(overPort.port, options),
        await request(overHttp.port, options),
      ];
      expect({ path, status: viaPort.status }).toEqual({ path, status: viaHttp.status });
      expect(viaPort.body).toBe(viaHttp.body);
      for (const name of ['content-type', 'content-length', 'etag', 'allow', 'x-crm-sort'])
        expect([path, name, viaPort.headers[name]]).toEqual([path, name, viaHttp.headers[name]]);
    }
    const shown = await request(overPort.port, { path: location });
    expect(shown.body).toContain('<name>Hauptstraße Café – Ünïcode</name>');
  });

  it('checks If-Match against the record as over HTTP', async () => {
    const created = await request(overPort.port, {
      method: 'POST',
      path: '/service/companies.xml',
      headers: { 'content-type': 'application/xml' },
      body: '<company><name>Versioned</name></company>',
    });
    const location = String(created.headers.location);
    const shown = await request(overPort.port, { path: location });
    const stale = await request(overPort.port, {
      method: 'PUT',
      path: location,
      headers: { 'content-type': 'application/xml', 'if-match': '"v999"' },
      body: '<company><name>Stale</name></company>',
    });
    expect(stale.status).toBe(412);
    const fresh = await request(overPort.port, {
      method: 'PUT',
      path: location,
      headers: { 'content-type': 'application/xml', 'if-match': String(shown.headers.etag) },
      body: '<company><name>Fresh</name></company>',
    });
    expect(fresh.status).toBe(200);
  });

  it("answers the proxy's readiness check through the port", async () => {
    const ready = await request(overPort.port, { path: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toBe('ready: 1 of 1 upstreams answer\n');
  });
});

/** An app that keeps every request it gets, answering only when the test says. */
function heldApp(): PortApp & { held: { req: IncomingMessage; res: ServerResponse }[] } {
  const held: { req: IncomingMessage; res: ServerResponse }[] = [];
  return { held, handle: (req, res) => void held.push({ req, res }) };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('failures between the proxy and the service over the port', () => {
  it('answers 504 when the service is too slow, and tells the service to drop the request', async () => {
    const app = heldApp();
    const { proxy, overPort } = await proxyOverPort(app, { upstreamTimeoutMs: 200 });
    try {
      const answer = await request(proxy.port, { path: '/service/companies.xml' });
      expect(answer.status).toBe(504);
      expect(answer.body).toContain('did not answer in time');
      const { res } = app.held[0]!;
      await until(() => res.destroyed);
      // Answering late sends nothing and breaks nothing.
      res.writeHead(200).end('late');
      expect(res.writableFinished).toBe(false);
    } finally {
      await proxy.close();
      await overPort.close();
    }
  });

  it('answers 502 when the service drops a request, and the next one still works', async () => {
    let calls = 0;
    const app: PortApp = {
      handle(_req, res) {
        calls++;
        if (calls === 1) res.destroy();
        else res.writeHead(200, { 'content-type': 'application/xml' }).end('<ok/>');
      },
    };
    const { proxy, overPort } = await proxyOverPort(app);
    try {
      const dropped = await request(proxy.port, { path: '/service/companies.xml' });
      expect(dropped.status).toBe(502);
      expect(dropped.body).toContain('closed the connection without answering');
      // Dropped, not a stale connection: the proxy did not send it again.
      expect(calls).toBe(1);
      const next = await request(proxy.port, { path: '/service/companies.xml' });
      expect(next.status).toBe(200);
      expect(next.body).toBe('<ok/>');
    } finally {
      await proxy.close();
      await overPort.close();
    }
  });

  it('passes bodies, methods, targets and the cleaned headers to the service', async () => {
    let seen: { method?: string; url?: string; headers: object; body: string } | undefined;
    const app: PortApp = {
      handle(req, res) {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          seen = {
            method: req.method,
            url: req.url,
            headers: req.headers,
            body: Buffer.concat(chunks).toString(),
          };
          res.setHeader('x-early', 'kept');
          res.writeHead(201, { location: 'http://127.0.0.1:9/service/companies/5.xml' });
          res.write('first ');
          res.end(Buffer.from('second'));
        });
      },
    };
    const { proxy, overPort } = await proxyOverPort(app, { token: 'port-token' });
    try {
      const answer = await request(proxy.port, {
        method: 'POST',
        path: '/service/companies.xml?x=1',
        headers: { 'content-type': 'application/xml', cookie: 'secret=1' },
        body: '<company><name>Grüße</name></company>',
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toBe('first second');
      expect(answer.headers['x-early']).toBe('kept');
      expect(answer.headers.location).toBe('/service/companies/5.xml');
      expect(seen?.method).toBe('POST');
      expect(seen?.url).toBe('/service/companies.xml?x=1');
      expect(seen?.body).toBe('<company><name>Grüße</name></company>');
      expect(seen?.headers).toMatchObject({
        authorization: basicAuthorization('port-token'),
        'content-length': String(Buffer.byteLength('<company><name>Grüße</name></company>')),
      });
      expect(seen?.headers).not.toHaveProperty('cookie');
    } finally {
      await proxy.close();
      await overPort.close();
    }
  });

  it('lets the service know when the browser went away', async () => {
    const app = heldApp();
    const { proxy, overPort } = await proxyOverPort(app);
    try {
      const socket = net.connect(proxy.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET /service/companies.xml HTTP/1.1\r\nHost: ${proxy.host}\r\n\r\n`);
      await until(() => app.held.length === 1);
      const { res } = app.held[0]!;
      const closed = new Promise((resolve) => res.once('close', resolve));
      socket.destroy();
      await closed;
      expect(res.writableFinished).toBe(false);
    } finally {
      await proxy.close();
      await overPort.close();
    }
  });

  it('lets at most MAX_IN_FLIGHT requests into the service at once; the others wait their turn', async () => {
    const app = heldApp();
    const { proxy, overPort } = await proxyOverPort(app);
    try {
      const answers = Array.from({ length: MAX_IN_FLIGHT + 6 }, () =>
        request(proxy.port, { path: '/service/companies.xml' }),
      );
      await until(() => app.held.length === MAX_IN_FLIGHT);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(app.held.length).toBe(MAX_IN_FLIGHT);
      app.held[0]!.res.writeHead(200).end('<first/>');
      await until(() => app.held.length === MAX_IN_FLIGHT + 1);
      for (let i = 1; i < MAX_IN_FLIGHT + 6; i++) {
        await until(() => app.held.length > i);
        app.held[i]!.res.writeHead(200).end('<next/>');
      }
      const statuses = (await Promise.all(answers)).map((answer) => answer.status);
      expect(statuses).toEqual(Array.from({ length: MAX_IN_FLIGHT + 6 }, () => 200));
    } finally {
      await proxy.close();
      await overPort.close();
    }
  });

  it('finishes the requests in flight when closed, then refuses new ones as unreachable', async () => {
    const app = heldApp();
    const { proxy, overPort } = await proxyOverPort(app);
    try {
      const inFlight = request(proxy.port, { path: '/service/companies.xml' });
      await until(() => app.held.length === 1);
      let closed = false;
      const closing = overPort.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(false);
      app.held[0]!.res.writeHead(200).end('<answered/>');
      expect((await inFlight).body).toBe('<answered/>');
      await closing;
      // A second close waits for the same drain, and is over too.
      await overPort.close();
      const refused = await request(proxy.port, { path: '/service/companies.xml' });
      expect(refused.status).toBe(502);
      expect(refused.body).toContain('could not be reached');
    } finally {
      await proxy.close();
    }
  });
});
