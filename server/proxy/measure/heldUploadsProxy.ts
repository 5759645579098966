import { pathToFileURL } from 'node:url';

/**
 * The proxy side of heldUploads.ts: a recording upstream and the proxy as `npm start` runs it
 * (runtime/proxyServer.ts, default settings), from the checkout named by PROXY_ROOT (to measure
 * another version of the code). Prints the port, then answers each "rss" line on stdin with its
 * resident set size and the bytes of its Buffers, after a full garbage collection.
 */
const root = process.env['PROXY_ROOT'] ?? new URL('../../..', import.meta.url).pathname;
const load = (path: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(`${root}/${path}`).href) as Promise<Record<string, unknown>>;

interface Upstream {
  baseUrl: URL;
}

async function main(): Promise<void> {
  const { loadConfig } = (await load('server/config.ts')) as {
    loadConfig: (env: Record<string, string>) => unknown;
  };
  const { startProxyServer } = (await load('server/runtime/proxyServer.ts')) as {
    startProxyServer: (options: unknown) => Promise<{ port: number }>;
  };
  const { startRecordingUpstream } = (await load('server/proxy/testing/recordingUpstream.ts')) as {
    startRecordingUpstream: () => Promise<Upstream>;
  };
  const { silentLogger } = (await load('server/http/logger.ts')) as { silentLogger: unknown };

  const upstream = await startRecordingUpstream();
  const proxy = await startProxyServer({
    config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }),
    upstream: {
      upstreams: [upstream.baseUrl],
      token: 'tok_measure',
      label: 'embedded',
      description: 'recording upstream',
      close: () => Promise.resolve(),
    },
    log: silentLogger,
  });
  process.stdout.write(`port ${proxy.port}\n`);
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', () => {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    process.stdout.write(`rss ${usage.rss} ${usage.arrayBuffers}\n`);
  });
}

void main();
