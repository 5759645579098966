import { head, type Attack } from './attack';

/** Methods, upgrades and protocols the proxy does not speak. */
export const protocolAttacks: Attack[] = [
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
];

/** Requests framed to be read one way by the proxy and another by the upstream. */
export const smugglingAttacks: Attack[] = [
  { name: 'smuggling through the proxy: CL.TE', raw: '{SMUGGLE_CLTE}', expect: [400] },
  { name: 'smuggling through the proxy: TE.CL', raw: '{SMUGGLE_TECL}', expect: [400] },
  { name: 'smuggling through the proxy: HTTP/1.0 chunked', raw: '{SMUGGLE_10TE}', expect: [400] },
];
