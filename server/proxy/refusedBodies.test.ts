import { afterEach, describe, expect, it } from 'vitest';
import { request, startProxy, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

const LARGE = 'x'.repeat(64 * 1024);

describe('a client whose large bodies the service keeps refusing', () => {
  let upstream: RecordingUpstream | undefined;
  let proxy: RunningProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  it('has its next large bodies held for the pause, then answered 429 unforwarded; small ones still go through', async () => {
    upstream = await startRecordingUpstream();
    upstream.reply = (recorded, res) => {
      const refused = recorded.body.length >= LARGE.length;
      res.writeHead(refused ? 400 : 201, { 'content-type': 'application/xml' });
      res.end('<errors><error>Malformed XML</error></errors>');
    };
    proxy = await startProxy({ upstreams: [upstream.baseUrl] });
    const post = (body: string) =>
      request(proxy!.port, { method: 'POST', path: '/service/companies.xml', body });

    for (let i = 0; i < 11; i++) expect((await post(LARGE)).status).toBe(400);
    expect(upstream.requests).toHaveLength(11);

    const started = performance.now();
    const paused = await post(LARGE);
    // Held until the first pause (1 s) is over: a client ignoring Retry-After cannot go faster.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(paused.status).toBe(429);
    expect(paused.headers['retry-after']).toBe('1');
    expect(paused.body).toContain('large request bodies were refused');
    expect(upstream.requests).toHaveLength(11);

    expect((await post('<company><name>Small</name></company>')).status).toBe(201);
    expect(upstream.requests).toHaveLength(12);
    expect(
      proxy.logLines.filter((line) => line.includes('large request bodies paused')),
    ).toHaveLength(1);
  });
});
