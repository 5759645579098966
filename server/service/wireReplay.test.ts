import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml, type XmlElement } from '#xml/tree';
import { childText } from '#xml/tree';
import { hashToken } from './auth/token';
import { loadWireRequests, type WireRequest } from './testing/wireFixtures';
import { startTestService, type TestService } from './testing/serviceHarness';
import { basicAuthorization } from '../http/basicAuth';

/**
 * Replays every request that real clients of the classic API put on the wire
 * (shared/fixtures/wire) against the service, with the captured headers and bytes, and checks the
 * answer those clients require (exactly 201 + absolute Location on create, exactly 200 otherwise)
 * and that the data arrived. Record ids of the capture run are mapped onto records made here.
 */

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(
  url: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${target}`,
      {
        method,
        headers: {
          ...headers,
          ...(body.length > 0 ? { 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (body.length > 0) req.write(body);
    req.end();
  });
}

describe('replay of shared/fixtures/wire', () => {
  let service: TestService;
  let ids: Record<string, number>;
  const requests = loadWireRequests();
  const basic = basicAuthorization('secret');

  const api = async (method: string, path: string, body?: string): Promise<Reply> =>
    send(
      service.url,
      method,
      path,
      { authorization: basic, ...(body ? { 'content-type': 'application/xml' } : {}) },
      Buffer.from(body ?? ''),
    );
  const createdId = (reply: Reply): number =>
    Number(/\/(\d+)\.xml$/.exec(String(reply.headers['location']))![1]);
  const show = async (path: string): Promise<XmlElement> => {
    const reply = await api('GET', path);
    expect(reply.status, `${path}: ${reply.text}`).toBe(200);
    return parseXml(reply.text);
  };

  beforeAll(async () => {
    service = await startTestService();
    await service.store.accounts.createUser(
      service.scope.accountId,
      { name: 'Wire Client', email: 'wire@example.com' },
      hashToken('secret'),
    );
    const company = async (name: string) =>
      createdId(
        await api('POST', '/service/companies.xml', `<company><name>${name}</name></company>`),
      );
    const person = async (first: string) =>
      createdId(
        await api(
          'POST',
          '/service/people.xml',
          `<person><first_name>${first}</first_name><last_name>Fixture</last_name></person>`,
        ),
      );
    // The capture runs' ids: ruby-gem used company 58 and person 61; php person 78 and deal 81; net company 92.
    ids = {
      '58': await company('Ruby Co'),
      '61': await person('Ruby'),
      '78': await person('Php'),
      '92': await company('Net Co'),
    };
    ids['81'] = createdId(
      await api(
        'POST',
        '/service/deals.xml',
        `<deal><title>PHP deal</title><deal_with_id>${ids['78']}</deal_with_id></deal>`,
      ),
    );
    for (const [from, to] of Object.entries(ids))
      expect(to, `fixture record for id ${from}`).toBeGreaterThan(0);
  });
  afterAll(() => service.close());

  const mapIds = (text: string): string =>
    text.replace(/\b(58|61|78|81|92)\b/g, (id) => String(ids[id]));

  async function replay(wire: WireRequest): Promise<Reply> {
    const target = mapIds(wire.target);
    const body = Buffer.from(mapIds(wire.body.toString('utf8')), 'utf8');
    if (wire.file.startsWith('net.')) {
      // The .NET client first sends no credentials and only retries after a Basic challenge.
      const { authorization: _omitted, ...anonymous } = wire.headers;
      const challenge = await send(service.url, wire.method, target, anonymous, body);
      expect(challenge.status).toBe(401);
      expect(String(challenge.headers['www-authenticate'])).toMatch(/^Basic /);
    }
    return send(service.url, wire.method, target, wire.headers, body);
  }

  it('has captures to replay', () => {
    expect(requests.length).toBeGreaterThanOrEqual(27);
  });

  it.each(loadWireRequests().map((r) => [r.file, r] as const))('%s', async (_file, wire) => {
    const reply = await replay(wire);
    if (reply.text.trim() !== '') parseXml(reply.text);
    if (wire.method === 'POST') {
      expect(reply.status, reply.text).toBe(201);
      expect(String(reply.headers['location'])).toMatch(
        new RegExp(`^${service.url}/service/\\S+\\.xml$`),
      );
      expect(reply.text).toBe('');
      const created = await show(String(reply.headers['location']).slice(service.url.length));
      const sentText = (tag: string): string | undefined => {
        const source = wire.body.toString('utf8');
        const xml = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(source)?.[1];
        const form = new RegExp(`%5B${tag}%5D=([^&]*)`).exec(source)?.[1];
        const query = new RegExp(`%5B${tag}%5D=([^&]*)`).exec(wire.target)?.[1];
        const value = xml ?? form ?? query;
        return value === undefined ? undefined : decodeURIComponent(value.replace(/\+/g, ' '));
      };
      for (const field of ['name', 'first_name', 'title', 'subject', 'label', 'city', 'comment']) {
        const sent = sentText(field) ?? sentText(field.replace('_', '-'));
        if (sent !== undefined && childText(created, field) !== undefined)
          expect(childText(created, field), field).toBe(sent);
      }
    } else {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.text).toBe('');
    }
  });

  it('left the data the captures meant', async () => {
    const rubyCompany = await show(`/service/companies/${ids['58']}.xml`);
    expect(childText(rubyCompany, 'name')).toBe('Acme cc1795254486178 Updated');
    const rubyTags = rubyCompany.children
      .find((c) => c.name === 'tags')!
      .children.map((t) => childText(t, 'name'));
    // t1 was added by query then removed by query; t2 and t3 came as tags[] in the query string.
    expect(rubyTags.sort()).toEqual(['t2-cc1795254486178', 't3-cc1795254486178']);
    const netTags = (await show(`/service/companies/${ids['92']}.xml`)).children
      .find((c) => c.name === 'tags')!
      .children.map((t) => childText(t, 'name'));
    expect(netTags).toEqual(['netb-nt179525449082']);
    const phpPerson = await show(`/service/people/${ids['78']}.xml`);
    expect(childText(phpPerson, 'title')).toBe('Lead Developer');
    expect(childText(phpPerson, 'company')).toBe('Test Company');
    const dealPeople = await show(`/service/deals/${ids['81']}/people.xml`);
    expect(dealPeople.children.map((p) => Number(childText(p, 'id')))).toContain(ids['78']);
  });
});
