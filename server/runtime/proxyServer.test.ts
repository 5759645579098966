import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { capturingLogger, request, TEST_TOKEN } from '../proxy/testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from '../proxy/testing/recordingUpstream';
import { consoleUrl, startProxyServer, type RunningProxyServer } from './proxyServer';
import type { UpstreamChoice } from './upstreamChoice';

describe('startProxyServer', () => {
  let upstream: RecordingUpstream | undefined;
  let proxy: RunningProxyServer | undefined;
  afterEach(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  function choice(target: RecordingUpstream): UpstreamChoice {
    return {
      upstreams: [target.baseUrl],
      token: TEST_TOKEN,
      label: 'embedded',
      description: 'embedded service',
      close: () => Promise.resolve(),
    };
  }

  it('listens on HOST:PORT (0 = a free port) and checks Host against the real port', async () => {
    upstream = await startRecordingUpstream();
    const lines: string[] = [];
    proxy = await startProxyServer({
      config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }),
      upstream: choice(upstream),
      log: capturingLogger(lines),
    });
    expect(proxy.port).toBeGreaterThan(0);
    expect((proxy.server.address() as { address: string }).address).toBe('127.0.0.1');
    expect((await request(proxy.port, { path: '/console/info.json' })).body).toBe(
      '{"upstream":"embedded"}',
    );
    expect(
      (await request(proxy.port, { path: '/console/info.json', headers: { host: 'localhost:1' } }))
        .status,
    ).toBe(403);
  });

  it('finishes in-flight requests on close, then stops accepting', async () => {
    upstream = await startRecordingUpstream();
    upstream.reply = (_request, res) => setTimeout(() => res.end('<slow/>'), 300);
    proxy = await startProxyServer({
      config: loadConfig({ PORT: '0' }),
      upstream: choice(upstream),
      log: capturingLogger([]),
    });
    const port = proxy.port;
    const inFlight = request(port, { path: '/service/slow.xml' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = proxy.close();
    const answer = await inFlight;
    await closed;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<slow/>');
    await expect(
      new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/' }, resolve).on('error', reject),
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    proxy = undefined;
  });

  it('closes connections past PROXY_MAX_CONNECTIONS at once, and takes new ones when some go', async () => {
    upstream = await startRecordingUpstream();
    const lines: string[] = [];
    proxy = await startProxyServer({
      config: loadConfig({ PORT: '0', PROXY_MAX_CONNECTIONS: '10' }),
      upstream: choice(upstream),
      log: capturingLogger(lines),
    });
    const port = proxy.port;
    const open = (): Promise<net.Socket> =>
      new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
      });
    const idle = await Promise.all(Array.from({ length: 10 }, open));
    // Every one of them is open on the server's side before the next is tried.
    for (let i = 0; i < 200; i++) {
      const count = await new Promise<number>((resolve) =>
        proxy?.server.getConnections((_error, n) => resolve(n)),
      );
      if (count === 10) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refused = await request(port, { path: '/healthz' }).catch((error: unknown) => error);
    expect(['ECONNRESET', 'EPIPE']).toContain((refused as NodeJS.ErrnoException).code);
    expect(lines.join('\n')).toContain('maximum of open connections');

    for (const socket of idle) socket.destroy();
    let status = 0;
    for (let i = 0; i < 200 && status !== 200; i++) {
      status = await request(port, { path: '/healthz' }).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(200);
  });

  it('prints a loopback address for loopback and wildcard binds', () => {
    expect(consoleUrl('127.0.0.1', 8080)).toBe('http://localhost:8080/');
    expect(consoleUrl('0.0.0.0', 8080)).toBe('http://localhost:8080/');
    expect(consoleUrl('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080/');
    expect(consoleUrl('fd00::5', 8080)).toBe('http://[fd00::5]:8080/');
  });
});
