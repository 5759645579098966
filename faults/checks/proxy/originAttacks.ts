import { XML_POST, type Attack } from './attack';

const refusedWrite = (name: string, headers: Record<string, string>, method = 'POST'): Attack => ({
  name,
  ...XML_POST,
  method,
  headers: { 'content-type': 'application/xml', ...headers },
  expect: [403],
});

/** Cross-site requests (writes, preflights, reads) and method overrides: all refused. */
export const originAttacks: Attack[] = [
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
];
