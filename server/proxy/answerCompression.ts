import type { OutgoingHttpHeaders } from 'node:http';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  type BrotliCompress,
} from 'node:zlib';

/**
 * Compression of API answers on their way to the browser: a page of 500 deals is 290 KB of XML
 * and 17 KB gzipped. Streaming (the answer is compressed as the upstream sends it, with the same
 * backpressure), for answers the browser accepts compressed, that are text, that the upstream did
 * not compress already, and that are not known to be small.
 *
 * Levels are chosen for CPU per request, not the last byte (measured in `npm run bench:proxy`):
 * Brotli quality 4 and gzip level 5 cost a few hundred microseconds on a 290 KB page and reach
 * within a few per cent of their best ratios on this XML; Brotli's default (11) costs 100× more.
 *
 * The ETag is left as the upstream wrote it: the API serves no byte ranges, and `If-Match` on a
 * later PUT must keep comparing strongly with what the console read (a weakened tag would be
 * refused, a suffixed one would have to be stripped on the way back).
 */
export type AnswerCoding = 'br' | 'gzip';

/** Below this declared size the header bytes and the CPU cost more than they save. */
export const COMPRESSION_FLOOR = 1024;

const TEXT_TYPES =
  /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:xml|json)\b|application\/javascript\b)/i;

/**
 * The coding to use for an `Accept-Encoding` header: Brotli when accepted, else gzip, else none.
 * A coding with `q=0` is refused; `*` stands for those not named. Equal preference picks Brotli
 * (smaller at the same CPU).
 */
export function chooseAnswerCoding(header: string | undefined): AnswerCoding | null {
  const br = codingWeight(header, 'br');
  const gzip = codingWeight(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * How much an `Accept-Encoding` header wants one coding (its `q`, 1 when unsaid; `*` stands for
 * codings not named; `x-gzip` is gzip); 0 when refused or absent. Static files ask it too.
 */
export function codingWeight(header: string | undefined, coding: AnswerCoding): number {
  if (header === undefined || header === '') return 0;
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const parsed = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(parsed) ? parsed : 0;
    if ((name === 'x-gzip' ? 'gzip' : name) === coding) return weight;
    if (name === '*') star = weight;
  }
  return star ?? 0;
}

/** Whether an answer with these (already cleaned) headers is worth compressing. */
export function compressibleAnswer(
  method: string | undefined,
  status: number,
  headers: OutgoingHttpHeaders,
): boolean {
  if (method === 'HEAD' || status === 204 || status === 304) return false;
  if (headers['content-encoding'] !== undefined) return false;
  const type = headers['content-type'];
  if (typeof type !== 'string' || !TEXT_TYPES.test(type)) return false;
  const length = headers['content-length'];
  return length === undefined || Number(length) >= COMPRESSION_FLOOR;
}

/** Rewrites the headers for a compressed answer: its coding, no length, `Vary: Accept-Encoding`. */
export function markCompressed(headers: OutgoingHttpHeaders, coding: AnswerCoding): void {
  delete headers['content-length'];
  headers['content-encoding'] = coding;
  const vary = headers.vary;
  const text = vary === undefined ? '' : Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text))
    headers.vary = text === '' ? 'Accept-Encoding' : `${text}, Accept-Encoding`;
}

/** A streaming compressor for one answer; `sizeHint` is the upstream's declared length, if any. */
export function answerCompressor(
  coding: AnswerCoding,
  sizeHint: number | undefined,
): Gzip | BrotliCompress {
  if (coding === 'gzip') return createGzip({ level: 5 });
  const params: Record<number, number> = {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
  if (sizeHint !== undefined) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return createBrotliCompress({ params });
}
