import { head, type Attack } from './attack';

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

/** Request targets that try to leave /service: traversals, foreign and odd target forms. */
export const pathAttacks: Attack[] = [
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
];
