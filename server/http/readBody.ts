import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError';

/** Default cap for request bodies: no API document comes near it. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a request body into one Buffer, refusing (413) as soon as it passes `limit` bytes, before
 * the rest arrives; a declared Content-Length over the limit is refused without reading at all.
 */
export function readBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<Buffer> {
  // No `Connection: close`: closing with the rest of the body unread makes the kernel reset the
  // connection, and the client would lose this answer. The caller drains instead (drainRequest).
  const tooLarge = (): HttpError =>
    new HttpError(413, [`Request body is larger than the limit of ${limit} bytes`]);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) {
        failed = true;
        reject(new HttpError(400, [`Request body could not be read: ${error.message}`]));
      }
    });
  });
}
