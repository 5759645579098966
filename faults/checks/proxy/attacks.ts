import type { Recorded } from '../../testing/listeners';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * The attacks on the proxy. `{P}` is the proxy's port, `{C}` the canary's `host:port` on another
 * loopback address, `{U}` the upstream's port. An attack is refused (one of `expect`, nothing
 * forwarded) unless it says `forwarded`, in which case `inspect` judges what the upstream got
 * and what the client got back.
 */
export interface Attack {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Bytes written as they are (instead of method/path/headers/body). */
  raw?: string;
  expect: readonly number[];
  forwarded?: boolean;
  /** A problem, or undefined when all is well. */
  inspect?: (
    answer: { status: number; headers: Record<string, string | string[] | undefined> },
    upstream: readonly Recorded[],
  ) => string | undefined;
}

const XML_POST = {
  method: 'POST',
  path: '/service/companies.xml',
  body: '<company><name>Forged</name></company>',
};
const head = (lines: string[]): string => `${lines.join('\r\n')}\r\n\r\n`;

const TRAVERSALS = [
  '/service/../../{C}/',
  '/service/%2e%2e/%2e%2e/{C}/',
  '/service/..%2f..%2f{C}',
  '/service/%252e%252e%252f%252e%252e%252f',
  '/service/%25252e%25252e/x.xml',
  '/service/companies/..;/..;/x.xml',
  '/service/companies/.%2e/.%2e/x.xml',
  '/service//{C}/service/companies.xml',
  '/service/\\..\\..\\x.xml',
  '/service/%5c..%5c..%5cx.xml',
  '/service/%EF%BC%8E%EF%BC%8E/%EF%BC%8E%EF%BC%8E/x.xml',
  '/service/%C0%AE%C0%AE/x.xml',
  '/service/companies.xml/../../../x',
  '/service/%00/companies.xml',
  '/service/companies.xml%0d%0aSet-Cookie:%20stolen=1',
  '/service',
  '/service/.hidden.xml',
  '/console/../service/companies.xml',
  '/service/companies.xml#@{C}',
  // An encoded slash is let through inside a name, never as a way out or to a dotfile.
  '/service/tags/a%2F..%2F..%2F{C}',
  '/service/tags/x%2F%2E%2e%2F%2e%2E%2Fusers.xml',
  '/service/tags/a%5C..%5C..%5C{C}',
  '/service/tags/a%252F..%252F{C}',
  '/service/tags/a%2F%252e%252e%2F{C}',
  '/service/tags/%2F%2F{C}',
  '/service/tags/a%2F.env',
  '/service%2F..%2F{C}',
];

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export function proxyAttacks(token: string): Attack[] {
  const ownAuthorization = basicAuthorization(token);
  const hygiene = (upstream: readonly Recorded[]): string | undefined => {
    const last = upstream.at(-1);
    if (last === undefined) return 'nothing reached the upstream';
    const leaked = [
      'cookie',
      'proxy-authorization',
      'x-forwarded-for',
      'x-forwarded-host',
      'forwarded',
      'x-real-ip',
      'x-injected',
      'origin',
      'referer',
    ].filter((name) => last.headers[name] !== undefined);
    if (leaked.length > 0) return `the upstream received ${leaked.join(', ')}`;
    if (last.headers.authorization !== ownAuthorization)
      return `the upstream received Authorization ${last.headers.authorization ?? '(none)'} instead of the proxy's`;
    if (!/^127\.0\.0\.1:\d+$/.test(last.headers.host ?? ''))
      return `the upstream received Host ${last.headers.host}`;
    if (/[\r\n]/.test(last.url)) return 'a raw CR/LF reached the upstream in the target';
    return undefined;
  };
  const refusedHost = (name: string, host: string): Attack => ({
    name: `forged Host: ${name}`,
    method: 'GET',
    path: '/service/companies.xml',
    headers: { host },
    expect: [400, 403],
  });
  const refusedWrite = (
    name: string,
    headers: Record<string, string>,
    method = 'POST',
  ): Attack => ({
    name,
    ...XML_POST,
    method,
    headers: { 'content-type': 'application/xml', ...headers },
    expect: [403],
  });

  return [
    refusedHost('a foreign name', 'evil.example'),
    refusedHost('the canary', '{C}'),
    refusedHost('a foreign name ending in ours', 'localhost:{P}.evil.example'),
    refusedHost('user-info', 'localhost:{P}@{C}'),
    refusedHost('another port', 'localhost:1'),
    {
      name: 'forged Host: empty',
      raw: head(['GET /service/companies.xml HTTP/1.1', 'Host: ']),
      expect: [400, 403],
    },
    {
      name: 'forged Host: none at all (HTTP/1.1)',
      raw: head(['GET /service/companies.xml HTTP/1.1']),
      expect: [400],
    },
    {
      name: 'forged Host: two Host headers',
      raw: head(['GET /service/companies.xml HTTP/1.1', 'Host: localhost:{P}', 'Host: {C}']),
      expect: [400, 403],
    },

    refusedWrite('foreign Origin on a write', { origin: 'http://evil.example' }),
    refusedWrite('null Origin on a write', { origin: 'null' }),
    refusedWrite('Origin that only starts like ours', {
      origin: 'http://localhost:{P}.evil.example',
    }),
    refusedWrite('the canary as Origin', { origin: 'http://{C}' }),
    refusedWrite('foreign Origin on a DELETE', { origin: 'https://evil.example' }, 'DELETE'),
    refusedWrite('foreign Origin on a PUT', { origin: 'http://evil.example' }, 'PUT'),
    refusedWrite('our Origin but Sec-Fetch-Site cross-site', {
      origin: 'http://localhost:{P}',
      'sec-fetch-site': 'cross-site',
    }),
    refusedWrite('cross-site simple post, text/plain', {
      'content-type': 'text/plain',
      'sec-fetch-site': 'cross-site',
    }),
    refusedWrite('cross-site simple post, form', {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
    }),
    refusedWrite('cross-site simple post, multipart from a foreign Origin', {
      'content-type': 'multipart/form-data; boundary=x',
      origin: 'http://evil.example',
    }),
    {
      name: 'preflight from a foreign Origin',
      method: 'OPTIONS',
      path: '/service/companies.xml',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'PUT' },
      expect: [403],
    },
    {
      name: 'preflight asking to send Authorization',
      method: 'OPTIONS',
      path: '/service/companies.xml',
      headers: {
        origin: 'http://localhost:{P}',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
      expect: [403],
    },
    // A foreign Origin gets nothing, reads included: nothing is forwarded with our credentials.
    ...[
      'http://evil.example',
      'null',
      'http://1.2.3.4',
      'http://localhost.evil.example',
      'http://localhost:5173.evil.example',
      'https://localhost:5173',
      'http://localhost:51730',
      'http://localhost:3000',
    ].map((origin): Attack => ({
      name: `cross-origin read from ${origin}`,
      method: 'GET',
      path: '/service/companies.xml',
      headers: { origin },
      expect: [403],
    })),
    ...['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override'].map((name): Attack => ({
      name: `method override: ${name}: DELETE`,
      ...XML_POST,
      headers: { 'content-type': 'application/xml', [name]: 'DELETE' },
      expect: [400],
    })),

    ...TRAVERSALS.map((path): Attack => ({
      name: `traversal: ${path}`,
      method: 'GET',
      path,
      expect: [400, 403, 404],
    })),
    {
      name: 'an encoded # and @ stay one path segment',
      method: 'GET',
      path: '/service/companies.xml%23@{C}',
      expect: [200],
      forwarded: true,
      inspect: (_answer, upstream) =>
        upstream.at(-1)?.url.startsWith('/service/companies.xml%23@') === true
          ? undefined
          : `the upstream received ${upstream.at(-1)?.url}`,
    },
    {
      name: 'an encoded slash inside a name stays one segment, forwarded as sent',
      method: 'GET',
      path: '/service/tags/Sales%2FEMEA.xml',
      expect: [200],
      forwarded: true,
      inspect: (_answer, upstream) =>
        upstream.at(-1)?.url === '/service/tags/Sales%2FEMEA.xml'
          ? undefined
          : `the upstream received ${upstream.at(-1)?.url}`,
    },
    {
      name: 'absolute-form target at the canary',
      raw: head(['GET http://{C}/service/companies.xml HTTP/1.1', 'Host: {C}']),
      expect: [400, 403],
    },
    {
      name: 'absolute-form target with our Host',
      raw: head(['GET http://{C}/service/companies.xml HTTP/1.1', 'Host: localhost:{P}']),
      expect: [400],
    },
    {
      name: 'absolute-form target at the upstream itself',
      raw: head(['GET http://127.0.0.1:{U}/service/companies.xml HTTP/1.1', 'Host: localhost:{P}']),
      expect: [400],
    },
    {
      name: 'authority-form target',
      raw: head(['GET {C} HTTP/1.1', 'Host: localhost:{P}']),
      expect: [400],
    },
    {
      name: 'CONNECT to the canary',
      raw: head(['CONNECT {C} HTTP/1.1', 'Host: {C}']),
      expect: [405],
    },
    {
      name: 'asterisk target',
      raw: head(['OPTIONS * HTTP/1.1', 'Host: localhost:{P}']),
      expect: [400],
    },

    { name: 'TRACE', method: 'TRACE', path: '/service/companies.xml', expect: [405] },
    { name: 'TRACK', method: 'TRACK', path: '/service/companies.xml', expect: [400, 405] },
    {
      name: 'WebSocket upgrade',
      raw: head([
        'GET /service/companies.xml HTTP/1.1',
        'Host: localhost:{P}',
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ]),
      expect: [400],
    },
    {
      name: 'h2c upgrade',
      raw: head([
        'GET /service/companies.xml HTTP/1.1',
        'Host: localhost:{P}',
        'Connection: Upgrade, HTTP2-Settings',
        'Upgrade: h2c',
        'HTTP2-Settings: AAMAAABkAAQAAP__',
      ]),
      expect: [400],
    },
    { name: 'HTTP/2 preface', raw: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', expect: [400] },

    {
      name: 'cookie and header injection towards the upstream',
      method: 'GET',
      path: '/service/companies.xml?name=%0d%0aX-Evil:%201',
      headers: {
        cookie: 'session=stolen',
        authorization: basicAuthorization('attacker'),
        'proxy-authorization': 'Basic eDp4',
        'x-forwarded-for': '127.0.0.2',
        'x-forwarded-host': '{C}',
        forwarded: 'for=127.0.0.2;host={C}',
        'x-real-ip': '127.0.0.2',
        connection: 'keep-alive, X-Injected',
        'x-injected': 'yes',
        referer: 'http://evil.example/',
      },
      expect: [200],
      forwarded: true,
      inspect: (_answer, upstream) => hygiene(upstream),
    },
    {
      name: 'cookies, challenges and foreign redirects from the upstream',
      method: 'GET',
      path: '/service/reflect.xml',
      expect: [302],
      forwarded: true,
      inspect: (answer) => {
        for (const name of [
          'set-cookie',
          'www-authenticate',
          'proxy-authenticate',
          'access-control-allow-origin',
          'access-control-allow-credentials',
        ]) {
          if (headerValue(answer.headers, name) !== '')
            return `passed ${name}: ${headerValue(answer.headers, name)} to the browser`;
        }
        const location = headerValue(answer.headers, 'location');
        return /127\.0\.0\.2|evil/.test(location)
          ? `passed a foreign Location: ${location}`
          : undefined;
      },
    },

    { name: 'smuggling through the proxy: CL.TE', raw: '{SMUGGLE_CLTE}', expect: [400] },
    { name: 'smuggling through the proxy: TE.CL', raw: '{SMUGGLE_TECL}', expect: [400] },
    { name: 'smuggling through the proxy: HTTP/1.0 chunked', raw: '{SMUGGLE_10TE}', expect: [400] },
  ];
}
