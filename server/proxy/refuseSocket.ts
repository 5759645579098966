import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { encodeErrorDocument } from '#xml/errorDocument';

/**
 * Answers on a raw socket (protocol upgrades, CONNECT, unparsable requests) with an XML error
 * document and closes it: no tunnel or WebSocket is ever opened through the proxy.
 */
export function refuseSocket(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = encodeErrorDocument([message]);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/xml; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // A client that never reads must not keep the socket open.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
