import http from 'node:http';
import { basicAuthorization } from '#server/http/basicAuth';
import { TOKEN } from './settings';

/** Requests to the service (or the proxy) under test, as the bench user, and the company it reads. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function call(port: number, method: string, path: string, body?: string): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { authorization: basicAuthorization(TOKEN) };
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

/** One company with a few tags, locations and comments, created through the API. */
export async function createCompany(port: number): Promise<number> {
  const created = await expectStatus(
    call(
      port,
      'POST',
      '/service/companies.xml',
      '<company><name>Benchmark Industries</name><notes>A company with some of everything, for the proxy benchmark.</notes></company>',
    ),
    201,
    'create company',
  );
  const id = Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers.location))?.[1]);
  if (!Number.isInteger(id))
    throw new Error(`create company: no id in Location ${String(created.headers.location)}`);
  await expectStatus(
    call(
      port,
      'PUT',
      `/service/companies/${id}/add_tag.xml`,
      '<tags>customer, emea, priority, partner</tags>',
    ),
    200,
    'add tags',
  );
  const places: [label: string, city: string][] = [
    ['Work', 'Berlin'],
    ['Warehouse', 'Hamburg'],
    ['Billing', 'Munich'],
  ];
  for (const [label, city] of places) {
    const location = `<location><label>${label}</label><email>${label.toLowerCase()}@bench.example</email><phone>+49 30 1234567</phone><street_1>Hauptstraße 1</street_1><city>${city}</city><postal_code>10115</postal_code><country>Germany</country></location>`;
    await expectStatus(
      call(port, 'POST', `/service/companies/${id}/locations.xml`, location),
      201,
      `add location ${label}`,
    );
  }
  for (let i = 1; i <= 3; i++) {
    await expectStatus(
      call(
        port,
        'POST',
        `/service/companies/${id}/comments.xml`,
        `<comment><comment>Comment number ${i} on the benchmark company.</comment></comment>`,
      ),
      201,
      `add comment ${i}`,
    );
  }
  return id;
}
