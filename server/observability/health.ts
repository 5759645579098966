import type { ServerResponse } from 'node:http';

/**
 * `/healthz` (the process answers) and `/readyz` (it can do its work: the service's database,
 * the proxy's upstream) as small plain-text bodies, never cached. No credentials needed, and
 * nothing in them names an address, a token or a record.
 */
export function sendPlain(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/** Runs a readiness check, failing it when it takes longer than `timeoutMs`. */
export async function withinTime<T>(check: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const READY_TIMEOUT_MS = 2_000;
