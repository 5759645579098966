import http from 'node:http';
import { basicAuthorization } from '../../server/http/basicAuth';

export const BENCH_TOKEN = 'bench-service-token-0123456789abcdef';
export const AUTHORIZATION = basicAuthorization(BENCH_TOKEN);

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to the service under test, authenticated as the bench user. */
export function call(port: number, method: string, path: string, body?: string): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { authorization: AUTHORIZATION };
  if (body !== undefined)
    Object.assign(headers, {
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
    });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function expectStatus(
  answer: Promise<Answer>,
  status: number,
  what: string,
): Promise<Answer> {
  const result = await answer;
  if (result.status !== status)
    throw new Error(
      `${what}: expected ${status}, got ${result.status} ${result.body.slice(0, 300)}`,
    );
  return result;
}
