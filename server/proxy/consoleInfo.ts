import type { ServerResponse } from 'node:http';

/**
 * `GET /console/info.json`: which upstream the console talks to, so the shell can show it.
 * Only the label ('embedded' or the remote host name) — never an address with credentials or the token.
 */
export function createConsoleInfo(upstreamLabel: string): (res: ServerResponse) => void {
  const body = JSON.stringify({ upstream: upstreamLabel });
  const length = String(Buffer.byteLength(body));
  return (res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': length,
      'cache-control': 'no-store',
    });
    res.end(body);
  };
}
