/**
 * DNS-rebinding guard: a page on evil.example whose name later resolves to 127.0.0.1 reaches this
 * proxy with `Host: evil.example`. Only the names this proxy is meant to be reached by are served,
 * each with the listening port or none; everything else is refused before any other work.
 */
export type HostGuard = (hostHeader: string | undefined) => boolean;

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export function createHostGuard(
  listenPort: number,
  allowedHosts: readonly string[] = [],
): HostGuard {
  const allowed = new Set<string>();
  for (const name of [...LOOPBACK_NAMES, ...allowedHosts.map((host) => host.toLowerCase())]) {
    allowed.add(name);
    // An entry that already names its port (crm.example.com:8443) is taken as written.
    if (!/:\d+$/.test(name)) allowed.add(`${name}:${listenPort}`);
  }
  return (hostHeader) => hostHeader !== undefined && allowed.has(hostHeader.toLowerCase());
}
