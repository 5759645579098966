import { head, type Attack } from './attack';

const refusedHost = (name: string, host: string): Attack => ({
  name: `forged Host: ${name}`,
  method: 'GET',
  path: '/service/companies.xml',
  headers: { host },
  expect: [400, 403],
});

/** Requests naming another host than ours: refused before anything is forwarded. */
export const hostAttacks: Attack[] = [
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
];
