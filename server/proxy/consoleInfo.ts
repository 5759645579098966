import type { ServerResponse } from 'node:http';

/**
 * `GET /console/info.json`: which upstream the console talks to, so the shell can show it, and
 * where to sign out when the operator set a console login (the shell then offers "Sign out").
 * Only the label ('embedded' or the remote host name) — never an address with credentials or the token.
 */
export function createConsoleInfo(
  upstreamLabel: string,
  signOutPath?: string,
): (res: ServerResponse) => void {
  const body = JSON.stringify(
    signOutPath === undefined
      ? { upstream: upstreamLabel }
      : { upstream: upstreamLabel, signOut: signOutPath },
  );
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
