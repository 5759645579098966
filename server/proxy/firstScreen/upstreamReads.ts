import { request as undiciRequest } from 'undici';
import type { Upstream } from '../upstreams';
import { digestOf, type RecordedRead } from './drawingCache';

/**
 * The drawing's `fetch`: GETs to the upstream the proxy forwards to, through its connections (or
 * the embedded service's port), with the proxy's credentials, as the forwarder sends them.
 */
export function upstreamReads(
  upstream: Upstream,
  authorization: string,
  signal: AbortSignal,
  record?: (read: RecordedRead) => void,
): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit) => {
    if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET')
      throw new Error('A first screen is drawn with reads only');
    const answer = await undiciRequest(input, {
      method: 'GET',
      dispatcher: upstream.dispatcher,
      headers: {
        host: upstream.hostHeader,
        authorization,
        accept: new Headers(init?.headers).get('accept') ?? 'application/xml',
      },
      signal,
    });
    const body = await answer.body.arrayBuffer();
    record?.({ url: input, digest: `${answer.statusCode} ${digestOf(new Uint8Array(body))}` });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) headers.append(name, one);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : body, { status: answer.statusCode, headers });
  };
}

/**
 * How an earlier drawing's reads, sent again, came out: `same` (every answer as before),
 * `changed` (one differs) or `unknown` (one failed, or they were cut off at the deadline).
 */
export const READS_AGAIN = ['same', 'changed', 'unknown'] as const;
export type ReadsAgain = (typeof READS_AGAIN)[number];

/** Every read sent again (at once), its answer's status and digest compared with the one before. */
export async function sameAnswers(
  reads: readonly RecordedRead[],
  fetchAgain: typeof fetch,
): Promise<ReadsAgain> {
  try {
    const digests = await Promise.all(
      reads.map(async ({ url }) => {
        const answer = await fetchAgain(url, { headers: { accept: 'application/xml' } });
        return `${answer.status} ${digestOf(new Uint8Array(await answer.arrayBuffer()))}`;
      }),
    );
    return reads.every(({ digest }, index) => digests[index] === digest) ? 'same' : 'changed';
  } catch {
    return 'unknown';
  }
}
