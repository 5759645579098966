import type { ServerResponse } from 'node:http';
import { encodeErrorDocument } from '#xml/errorDocument';
import { HttpError } from './httpError';
import type { Logger } from './logger';

/**
 * Writes any error as an XML error document. Unknown errors become a 500 with a generic message:
 * the stack goes to the log, never to the client.
 */
export function sendError(res: ServerResponse, error: unknown, log?: Logger): void {
  const httpError =
    error instanceof HttpError ? error : new HttpError(500, ['Internal server error']);
  if (!(error instanceof HttpError)) log?.error('unhandled error', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = encodeErrorDocument(httpError.messages);
  res.writeHead(httpError.status, {
    ...httpError.headers,
    'content-type': 'application/xml; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
