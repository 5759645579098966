/**
 * Request smuggling and broken framing, written byte for byte (Node's client would refuse to send
 * most of it). Each request hides a second one that would create a company named "Smuggled";
 * the server must refuse the first with a 4xx error document, answer nothing else, and the
 * hidden company must never exist.
 */
export interface RawCase {
  name: string;
  bytes: string;
  /** An upgrade the server may simply ignore: a normal answer (no 101) is right too. */
  mayAnswerNormally?: boolean;
}

export const SMUGGLED_NAME = 'Smuggled';

export function smugglingCorpus(authorization: string): RawCase[] {
  const hidden = `<company><name>${SMUGGLED_NAME}</name></company>`;
  const smuggled = `POST /service/companies.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\nContent-Type: application/xml\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`;
  const head = (lines: string[]): string => `${lines.join('\r\n')}\r\n\r\n`;
  const post = [
    'POST /service/companies.xml HTTP/1.1',
    'Host: 127.0.0.1',
    `Authorization: ${authorization}`,
    'Content-Type: application/xml',
  ];
  const chunkedSmuggle = `0\r\n\r\n${smuggled}`;

  const cases: RawCase[] = [
    {
      name: 'CL.TE: Content-Length and Transfer-Encoding',
      bytes:
        head([...post, `Content-Length: ${chunkedSmuggle.length}`, 'Transfer-Encoding: chunked']) +
        chunkedSmuggle,
    },
    {
      name: 'TE.CL: Transfer-Encoding before Content-Length',
      bytes: head([...post, 'Transfer-Encoding: chunked', 'Content-Length: 3']) + chunkedSmuggle,
    },
    {
      name: 'two different Content-Lengths',
      bytes:
        head([...post, 'Content-Length: 5', `Content-Length: ${5 + smuggled.length}`]) +
        `<a/>x${smuggled}`,
    },
    {
      name: 'a Content-Length list',
      bytes: head([...post, `Content-Length: 5, ${5 + smuggled.length}`]) + `<a/>x${smuggled}`,
    },
    {
      name: 'Transfer-Encoding "chunked, identity"',
      bytes: head([...post, 'Transfer-Encoding: chunked, identity']) + chunkedSmuggle,
    },
    {
      name: 'Transfer-Encoding "xchunked" with Content-Length',
      bytes:
        head([...post, 'Transfer-Encoding: xchunked', 'Content-Length: 5']) +
        `0\r\n\r\n${smuggled}`,
    },
    {
      name: 'a space before the colon of Transfer-Encoding',
      bytes:
        head([...post, 'Transfer-Encoding : chunked', 'Content-Length: 5']) +
        `0\r\n\r\n${smuggled}`,
    },
    {
      name: 'an obs-folded Transfer-Encoding',
      bytes:
        head([...post, 'Transfer-Encoding:', ' chunked', 'Content-Length: 5']) +
        `0\r\n\r\n${smuggled}`,
    },
    {
      name: 'two Transfer-Encoding headers',
      bytes:
        head([...post, 'Transfer-Encoding: chunked', 'Transfer-Encoding: identity']) +
        chunkedSmuggle,
    },
    {
      name: 'a hex-prefixed chunk size',
      bytes: head([...post, 'Transfer-Encoding: chunked']) + `0x5\r\n<a/>x\r\n0\r\n\r\n${smuggled}`,
    },
    {
      name: 'a negative chunk size',
      bytes: head([...post, 'Transfer-Encoding: chunked']) + `-1\r\nx\r\n0\r\n\r\n${smuggled}`,
    },
    {
      name: 'an overflowing chunk size',
      bytes:
        head([...post, 'Transfer-Encoding: chunked']) +
        `1${'0'.repeat(20)}\r\nx\r\n0\r\n\r\n${smuggled}`,
    },
    {
      name: 'a chunk longer than its size',
      bytes: head([...post, 'Transfer-Encoding: chunked']) + `2\r\n<a/>\r\n0\r\n\r\n${smuggled}`,
    },
    { name: 'a negative Content-Length', bytes: head([...post, 'Content-Length: -1']) + smuggled },
    {
      name: 'a signed Content-Length',
      bytes: head([...post, `Content-Length: +${smuggled.length}`]) + smuggled,
    },
    {
      name: 'a Content-Length with spaces inside',
      bytes: head([...post, 'Content-Length: 1 0']) + smuggled,
    },
    {
      name: 'bare LF line endings',
      bytes: `${[...post, 'Content-Length: 4'].join('\n')}\n\n<a/>${smuggled}`,
    },
    {
      name: 'a NUL in a header value',
      bytes: head([...post, 'X-Note: a\u0000b', 'Content-Length: 4']) + `<a/>${smuggled}`,
    },
    {
      name: 'a header line without a colon',
      bytes: head([...post, 'Content-Length 4', 'Content-Length: 4']) + `<a/>${smuggled}`,
    },
    {
      name: 'a space inside a header name',
      bytes: head([...post, 'Content Length: 4']) + `<a/>${smuggled}`,
    },
    {
      name: 'a control character in the credentials',
      bytes:
        head([
          'GET /service/companies.xml HTTP/1.1',
          'Host: 127.0.0.1',
          'Authorization: Basic dG9r\u0001ZW4=',
        ]) + smuggled,
    },
    {
      name: 'junk after the HTTP version',
      bytes:
        head([
          'GET /service/companies.xml HTTP/1.1 junk',
          'Host: 127.0.0.1',
          `Authorization: ${authorization}`,
        ]) + smuggled,
    },
    {
      name: 'an unknown HTTP version',
      bytes:
        head([
          'GET /service/companies.xml HTTP/9.9',
          'Host: 127.0.0.1',
          `Authorization: ${authorization}`,
        ]) + smuggled,
    },
    {
      name: 'a request line without a version',
      bytes: `GET /service/companies.xml\r\n${smuggled}`,
    },
    {
      name: 'HTTP/1.0 with chunked encoding',
      bytes:
        head([
          'POST /service/companies.xml HTTP/1.0',
          'Host: 127.0.0.1',
          `Authorization: ${authorization}`,
          'Content-Type: application/xml',
          'Transfer-Encoding: chunked',
          'Connection: keep-alive',
        ]) + chunkedSmuggle,
    },
    {
      name: 'an absolute-form target',
      bytes:
        head([
          'GET http://127.0.0.2:9/service/companies.xml HTTP/1.1',
          'Host: 127.0.0.2:9',
          `Authorization: ${authorization}`,
        ]) + smuggled,
    },
    {
      name: 'an asterisk target',
      bytes: head(['OPTIONS * HTTP/1.1', 'Host: 127.0.0.1']) + smuggled,
    },
    {
      name: 'CONNECT to another address',
      bytes: head(['CONNECT 127.0.0.2:9 HTTP/1.1', 'Host: 127.0.0.2:9']) + smuggled,
    },
    {
      name: 'HTTP/1.1 without Host',
      bytes:
        head(['GET /service/companies.xml HTTP/1.1', `Authorization: ${authorization}`]) + smuggled,
    },
    {
      name: 'two Host headers',
      bytes:
        head([
          'GET /service/companies.xml HTTP/1.1',
          'Host: 127.0.0.1',
          'Host: 127.0.0.2:9',
          `Authorization: ${authorization}`,
        ]) + smuggled,
    },
    {
      name: 'a 20 KiB header',
      bytes:
        head([
          'GET /service/companies.xml HTTP/1.1',
          'Host: 127.0.0.1',
          `Authorization: ${authorization}`,
          `X-Big: ${'b'.repeat(20 * 1024)}`,
        ]) + smuggled,
    },
    {
      name: 'a WebSocket upgrade',
      bytes: head([
        'GET /service/companies.xml HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${authorization}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ]),
      mayAnswerNormally: true,
    },
    {
      name: 'an h2c upgrade',
      bytes: head([
        'GET /service/companies.xml HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${authorization}`,
        'Connection: Upgrade, HTTP2-Settings',
        'Upgrade: h2c',
        'HTTP2-Settings: AAMAAABkAAQAAP__',
      ]),
      mayAnswerNormally: true,
    },
    { name: 'the HTTP/2 preface', bytes: `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n${smuggled}` },
  ];
  return cases;
}
