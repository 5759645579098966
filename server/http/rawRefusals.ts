import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { encodeErrorDocument } from '#xml/errorDocument';

/**
 * Requests that never reach a request handler still get an XML error document: bytes Node's
 * parser refuses (broken framing, smuggling forms, bad header syntax: 400; headers over the size
 * limit: 431) and CONNECT (405: no tunnels here). Node's own answers carry no body, and CONNECT
 * without a listener is dropped without any answer. The connection is closed after the answer:
 * after a framing error nothing that follows on it can be trusted.
 */
export function refuseUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that reset or timed out has nobody left to read an answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW')
      answerAndClose(socket, 431, 'Request headers are too large');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      answerAndClose(socket, 408, 'The request took too long to arrive');
    else answerAndClose(socket, 400, 'Malformed HTTP request');
  });
  server.on('connect', (_req, socket: Duplex) =>
    answerAndClose(socket, 405, 'CONNECT is not allowed: this server is no proxy'),
  );
}

function answerAndClose(socket: Duplex, status: number, message: string): void {
  const body = encodeErrorDocument([message]);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: application/xml; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // A client that never reads must not hold the socket open.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
