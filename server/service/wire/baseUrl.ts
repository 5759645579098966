import type { IncomingMessage } from 'node:http';

/** Names that always mean this machine; browsers and clients send them with or without the port. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * `{base_url}` of the `Location` headers the service writes. SERVICE_PUBLIC_URL when configured;
 * otherwise the request's `Host`, but only when it names this service: a loopback name or one of
 * `allowedHosts` (ALLOWED_HOSTS), alone or with the port the request came in on. Any other Host
 * (`Host: evil.example`, sent by anyone who can reach the port) would have the service point its
 * clients elsewhere, so the address the request reached is used instead.
 */
export function createBaseUrlOf(options: {
  publicBaseUrl?: string;
  allowedHosts?: readonly string[];
}): (req: IncomingMessage) => string {
  const { publicBaseUrl } = options;
  if (publicBaseUrl !== undefined) return () => publicBaseUrl;
  const names = new Set(
    [...LOOPBACK_NAMES, ...(options.allowedHosts ?? [])].map((name) => name.toLowerCase()),
  );
  return (req) => {
    const port = req.socket.localPort ?? 80;
    const host = req.headers.host?.toLowerCase();
    if (host !== undefined && (names.has(host) || hostWithPort(host, port, names)))
      return `http://${host}`;
    const address = req.socket.localAddress ?? '127.0.0.1';
    return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  };
}

function hostWithPort(host: string, port: number, names: ReadonlySet<string>): boolean {
  const suffix = `:${port}`;
  return host.endsWith(suffix) && names.has(host.slice(0, -suffix.length));
}
