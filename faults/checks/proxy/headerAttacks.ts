import type { Recorded } from '../../testing/listeners';
import type { Attack } from './attack';
import { basicAuthorization } from '#server/http/basicAuth';

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * Headers in both directions: what a client sends must not reach the upstream, nor what the
 * upstream sends reach the browser. The proxy's own credentials are made from `token`.
 */
export function headerAttacks(token: string): Attack[] {
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
  return [
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
  ];
}
