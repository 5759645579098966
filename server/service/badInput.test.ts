import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { childText } from '#xml/tree';
import { startTestService, type TestService } from './testing/serviceHarness';
import { basicAuthorization } from '../http/basicAuth';

/**
 * Bad input anywhere in the service: each gets a clear 4xx error document, changes nothing, and
 * the process keeps serving. Companies stand in for every resource: the body handling is shared.
 */
describe('bad input', () => {
  let service: TestService;
  let companyId: number;
  const LIMIT = 64 * 1024;

  beforeAll(async () => {
    service = await startTestService({ bodyLimit: LIMIT });
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Steady Co</name><notes>original</notes></company>',
    });
    expect(created.status).toBe(201);
    companyId = Number(/(\d+)\.xml$/.exec(String(created.headers['location']))![1]);
  });
  afterAll(() => service.close());

  async function expectUnchanged(): Promise<void> {
    const show = await service.request('GET', `/service/companies/${companyId}.xml`);
    expect(show.status).toBe(200);
    expect(childText(show.xml!, 'name')).toBe('Steady Co');
    expect(childText(show.xml!, 'notes')).toBe('original');
    const list = await service.request('GET', '/service/companies.xml?limit=500');
    expect(list.xml!.children.length).toBe(1);
  }

  const cases: Array<[string, number, string | Buffer, string?]> = [
    ['unclosed tag', 400, '<company><name>X</company>'],
    ['mismatched tags', 400, '<company><name>X</notes></company>'],
    ['two roots', 400, '<company><name>X</name></company><company/>'],
    [
      'a DOCTYPE',
      400,
      '<!DOCTYPE company [<!ENTITY x "boom">]><company><name>&x;</name></company>',
    ],
    [
      'an external entity',
      400,
      '<!DOCTYPE c SYSTEM "file:///etc/passwd"><company><name>X</name></company>',
    ],
    ['deep nesting', 400, `<company>${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}</company>`],
    ['a __proto__ element', 400, '<company><__proto__><name>X</name></__proto__></company>'],
    ['a constructor element', 400, '<company><constructor>X</constructor></company>'],
    [
      'invalid UTF-8',
      400,
      Buffer.from([
        0x3c, 0x63, 0x6f, 0x6d, 0x70, 0x61, 0x6e, 0x79, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x63, 0x6f,
        0x6d, 0x70, 0x61, 0x6e, 0x79, 0x3e,
      ]),
    ],
    ['an unknown content type', 415, '{"company":{"name":"X"}}', 'application/json'],
    ['a text/plain body', 415, 'name=X', 'text/plain'],
    ['a form __proto__ parameter', 400, '__proto__[name]=X', 'application/x-www-form-urlencoded'],
    ['a malformed form parameter name', 400, 'company[name=X', 'application/x-www-form-urlencoded'],
    ['an undeclared entity', 400, '<company><name>A&nbsp;B</name></company>'],
    [
      'a control character in a form value',
      400,
      'company[name]=A%01B',
      'application/x-www-form-urlencoded',
    ],
    ['the wrong root element', 422, '<person><first_name>X</first_name></person>'],
    ['a blank name', 422, '<company><name>  </name></company>'],
  ];

  it.each(cases)(
    '%s → %i on create and update, nothing changed',
    async (_name, status, body, contentType) => {
      for (const [method, path] of [
        ['POST', '/service/companies.xml'],
        ['PUT', `/service/companies/${companyId}.xml`],
      ] as const) {
        const res = await service.request(method, path, { body, contentType });
        expect(res.status, `${method}: ${res.text}`).toBe(status);
        expect(decodeErrorDocument(res.text).length).toBeGreaterThan(0);
      }
      await expectUnchanged();
    },
  );

  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const big = `<company><name>${'x'.repeat(LIMIT + 10)}</name></company>`;
    const res = await service.request('POST', '/service/companies.xml', { body: big });
    expect(res.status).toBe(413);
    expect(decodeErrorDocument(res.text)[0]).toMatch(/larger than the limit/);
    // Chunked upload without a Content-Length: counted while streaming.
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(service.url).port), '127.0.0.1', () => {
        socket.write(
          `POST /service/companies.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${basicAuthorization(service.token)}\r\nContent-Type: application/xml\r\nTransfer-Encoding: chunked\r\n\r\n`,
        );
        const chunk = 'y'.repeat(16 * 1024);
        for (let i = 0; i < 8; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        socket.write('0\r\n\r\n');
      });
      let data = '';
      socket.on('data', (d) => {
        data += d.toString();
        if (data.includes('\r\n\r\n')) {
          resolve(data.split('\r\n')[0]!);
          socket.destroy();
        }
      });
      socket.on('error', reject);
    });
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
    await expectUnchanged();
  });

  it('answers bad paging and bad dates with 400', async () => {
    for (const query of [
      'offset=-1',
      'limit=abc',
      'offset=1e3',
      'updated_since=yesterday',
      'updated_since=Feb%2030%2010:00:00%20UTC%202009',
    ]) {
      const res = await service.request('GET', `/service/companies.xml?${query}`);
      expect(res.status, query).toBe(400);
      expect(decodeErrorDocument(res.text).length).toBe(1);
    }
    expect((await service.request('GET', '/service/companies.xml?limit=100000')).status).toBe(200);
  });

  it('answers malformed percent-encodings and ids with 4xx', async () => {
    expect((await service.request('GET', '/service/tags/%E0%A4%A.xml')).status).toBe(400);
    expect((await service.request('GET', '/service/companies/abc.xml')).status).toBe(404);
    expect(
      (await service.request('GET', '/service/companies/99999999999999999999.xml')).status,
    ).toBe(404);
    expect((await service.request('GET', '/service/companies.xml?name=%ZZ')).status).toBe(200);
  });

  it('refuses form text with control characters, naming the character, and writes nothing', async () => {
    const res = await service.request('POST', '/service/companies.xml', {
      body: 'company[name]=Bell%07Co&company[notes]=nul%00byte',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expect(decodeErrorDocument(res.text)).toEqual([
      'Parameter "company[name]" holds the character U+0007, which XML does not allow (character 4 of its value)',
    ]);
    await expectUnchanged();
  });
});
