import { randomUUID } from 'node:crypto';

/**
 * The id that follows one request across processes: the proxy makes one (or keeps a valid one a
 * load balancer sent), passes it upstream as `X-Request-Id` and returns it; the service takes a
 * valid incoming one or makes its own. Only short, safe ids are taken: anything else could smuggle
 * text into log lines, so it is replaced, not cleaned.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
