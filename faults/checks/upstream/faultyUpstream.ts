import http, { type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * An upstream that misbehaves on request, by path: `/service/ok.xml` answers at once, and each
 * other name is one fault. It can be stopped and started again on the same port (the upstream
 * going down and coming back).
 */
export const FAULT_PATHS = {
  ok: '/service/ok.xml',
  slow: '/service/slow.xml',
  tooSlow: '/service/too-slow.xml',
  hang: '/service/hang.xml',
  hangBody: '/service/hang-body.xml',
  unauthorized: '/service/unauthorized.xml',
  garbage: '/service/garbage.xml',
  reset: '/service/reset.xml',
  truncated: '/service/truncated.xml',
} as const;

export interface FaultyUpstream {
  port: number;
  url: string;
  /** Requests it received, by path. */
  received: Map<string, number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const OK_BODY = '<?xml version="1.0" encoding="UTF-8"?>\n<ok/>';

export async function faultyUpstream(options: {
  slowMs: number;
  tooSlowMs: number;
}): Promise<FaultyUpstream> {
  const port = await freePort();
  const received = new Map<string, number>();
  let server: http.Server | undefined;

  const answer = (path: string, res: ServerResponse): void => {
    const ok = (): void => {
      res.writeHead(200, {
        'content-type': 'application/xml; charset=utf-8',
        'content-length': Buffer.byteLength(OK_BODY),
      });
      res.end(OK_BODY);
    };
    switch (path) {
      case FAULT_PATHS.ok:
        return ok();
      case FAULT_PATHS.slow:
        setTimeout(ok, options.slowMs);
        return;
      case FAULT_PATHS.tooSlow:
        setTimeout(() => !res.destroyed && ok(), options.tooSlowMs);
        return;
      case FAULT_PATHS.hang:
        return;
      case FAULT_PATHS.hangBody:
        res.writeHead(200, {
          'content-type': 'application/xml; charset=utf-8',
          'content-length': 1000,
        });
        res.write('<?xml version="1.0"?><ok>');
        return;
      case FAULT_PATHS.unauthorized:
        res.writeHead(401, {
          'www-authenticate': 'Basic realm="upstream"',
          'content-type': 'text/plain',
        });
        res.end('HTTP Basic: Access denied.\n');
        return;
      case FAULT_PATHS.garbage:
        res.socket?.end('HTTX/9.9 ??? \u0000\u0001garbage\r\n\r\n\u00ff\u00fe');
        return;
      case FAULT_PATHS.reset:
        res.socket?.destroy();
        return;
      case FAULT_PATHS.truncated:
        res.writeHead(200, {
          'content-type': 'application/xml; charset=utf-8',
          'content-length': 1000,
        });
        res.end('<?xml version="1.0"?><ok>');
        res.socket?.destroy();
        return;
      default:
        res.writeHead(404, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<errors><error>Not found</error></errors>',
        );
    }
  };

  const upstream: FaultyUpstream = {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    async start() {
      server = http.createServer((req, res) => {
        const path = (req.url ?? '').split('?')[0]!;
        received.set(path, (received.get(path) ?? 0) + 1);
        req.resume();
        req.on('end', () => answer(path, res));
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const stopping = server;
      server = undefined;
      if (stopping === undefined) return;
      stopping.closeAllConnections();
      await new Promise<void>((resolve) => stopping.close(() => resolve()));
    },
  };
  return upstream;
}

/** A port nothing listens on now (so the proxy can be pointed at an upstream that is down). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
