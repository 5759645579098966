import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeActivityEntries } from '#xml/activity';
import { decodeLocation, decodeLocationWrite } from '#xml/location';
import {
  decodeComment,
  decodeCommentList,
  decodeCommentWrite,
  type MegaComment,
} from '#xml/megaComment';
import { decodeTag } from '#xml/tag';
import { parseXml, type XmlElement } from '#xml/tree';
import { hashToken } from './auth/token';
import { startTestService, type TestService } from './testing/serviceHarness';
import { parseWireRequest, type WireRequest } from './testing/wireFixtures';

/**
 * Golden tests of the .NET client (batchblue/batchbook-net, issue 33). The documents in
 * testing/fixtures/net/ are written by hand from what the client sends and reads (each file's
 * leading comment says what), not by our encoder. The responses decode with the codec's decoders
 * to known values, and the service's answers to the client's requests have their shape: the same
 * root, and in each item the same elements with the same `type` attributes in the same order and
 * nothing after the last (the client reads strictly in order and ends each item with
 * `ReadEndElement`). Every request goes out as the client sends it: anonymously first, and again
 * with `Basic` only after the `401` carrying `WWW-Authenticate: Basic`, byte-order mark and all.
 * Ids 92 (a company) and 88 (a comment) in the requests are mapped onto records made here.
 */

const NET_DIR = join(import.meta.dirname, 'testing/fixtures/net');
const FORMAT_A = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

const golden = (file: string): XmlElement => parseXml(readFileSync(join(NET_DIR, file), 'utf8'));
const capture = (file: string): WireRequest =>
  parseWireRequest(file, readFileSync(join(NET_DIR, file)));

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function send(url: string, wire: WireRequest, withCredentials: boolean): Promise<Reply> {
  const { authorization, ...anonymous } = wire.headers;
  const headers: Record<string, string> = withCredentials
    ? { ...anonymous, authorization: authorization! }
    : anonymous;
  if (wire.body.length > 0) headers['content-length'] = String(wire.body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${wire.target}`, { method: wire.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(wire.body);
  });
}

/** Element names and attributes, recursively: what an in-order reader depends on. */
interface Shape {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: Shape[];
}
const shapeOf = (el: XmlElement): Shape => ({
  name: el.name,
  attrs: el.attrs,
  children: el.children.map(shapeOf),
});

/** The reply has the golden document's shape: a list's every item that of the golden items. */
function expectShapeOf(reply: XmlElement, goldenRoot: XmlElement, list: boolean): void {
  if (!list) {
    expect(shapeOf(reply)).toEqual(shapeOf(goldenRoot));
    return;
  }
  expect({ name: reply.name, attrs: reply.attrs }).toEqual({
    name: goldenRoot.name,
    attrs: goldenRoot.attrs,
  });
  const [first, ...rest] = goldenRoot.children.map(shapeOf);
  for (const item of rest) expect(item).toEqual(first);
  expect(reply.children.length).toBeGreaterThanOrEqual(2);
  for (const item of reply.children) expect(shapeOf(item)).toEqual(first);
}

/** The Format A times a reply holds (`created_at`, `date`), at any depth. */
const timesOf = (el: XmlElement): string[] => [
  ...(el.name === 'created_at' || el.name === 'date' ? [el.text] : []),
  ...el.children.flatMap(timesOf),
];

describe('the .NET client’s documents, written by hand (issue 33)', () => {
  let service: TestService;
  const ids: Record<string, number> = {};
  const idOf = (reply: { headers: Reply['headers'] }): number =>
    Number(/\/(\d+)\.xml$/.exec(String(reply.headers['location']))![1]);

  /** Anonymous first, then with the client's credentials after the Basic challenge. */
  async function replayNet(file: string): Promise<Reply> {
    const wire = capture(file);
    const mapIds = (text: string) =>
      text.replace(/\b(92|88)\b/g, (id) => String(ids[id] ?? Number.NaN));
    const mapped = {
      ...wire,
      target: mapIds(wire.target),
      body: Buffer.from(mapIds(wire.body.toString('utf8')), 'utf8'),
    };
    const challenge = await send(service.url, mapped, false);
    expect(challenge.status, file).toBe(401);
    expect(String(challenge.headers['www-authenticate'])).toMatch(/^Basic realm="/);
    return send(service.url, mapped, true);
  }
  const show = async (path: string): Promise<XmlElement> => {
    const res = await service.request('GET', path);
    expect(res.status, res.text).toBe(200);
    return res.xml!;
  };

  beforeAll(async () => {
    service = await startTestService();
    await service.store.accounts.createUser(
      service.scope.accountId,
      { name: 'Net Client', email: 'net@example.com' },
      hashToken('secret'),
    );
    const post = (path: string, body: string) => service.request('POST', path, { body });
    ids['92'] = idOf(await post('/service/companies.xml', '<company><name>Acme</name></company>'));
    const company = `/service/companies/${ids['92']}`;
    await service.request('PUT', `${company}/add_tag.xml`, { body: '<tag>new business</tag>' });
    await post(`${company}/locations.xml`, '<location><label>head office</label></location>');
    await post(`${company}/comments.xml`, '<comment><comment>Sent the quote</comment></comment>');
    ids['88'] = idOf(
      await post(`${company}/comments.xml`, '<comment><comment>Called back</comment></comment>'),
    );
  });
  afterAll(() => service.close());

  it('the hand-written responses decode with the codec’s decoders', () => {
    const called: MegaComment = {
      id: 88,
      comment: 'Called back about the renewal',
      user: 'Jane Admin',
      createdAt: '2026-11-28T06:37:16Z',
      recordId: 92,
    };
    expect(decodeComment(golden('mega_comment.show.response.xml'))).toEqual(called);
    expect(decodeCommentList(golden('mega_comments.list.response.xml'))).toEqual([
      called,
      {
        ...called,
        id: 87,
        comment: 'Sent the quote & the terms',
        user: 'Bob Sales',
        createdAt: '2026-11-27T15:05:00Z',
      },
    ]);
    const [tagged, created] = decodeActivityEntries(golden('activities.recent.response.xml'));
    expect(tagged).toEqual({
      name: 'Acme Inc',
      description: 'Tag new business added',
      recordType: 'Company',
      recordId: 92,
      userName: 'Jane Admin',
      userId: 1,
      date: '2026-11-28T06:37:16Z',
      id: null,
      kind: '',
      changes: [],
    });
    expect(created).toMatchObject({ description: 'Company created', date: '2026-11-28T06:30:00Z' });
  });

  it.each([
    ['net.comment-show.request.txt', 'mega_comment.show.response.xml', false],
    ['net.comments-list-page.request.txt', 'mega_comments.list.response.xml', true],
    ['net.activities-recent-page.request.txt', 'activities.recent.response.xml', true],
  ] as const)('%s is answered in the shape of %s', async (request, response, list) => {
    const reply = await replayNet(request);
    expect(reply.status, reply.text).toBe(200);
    const root = parseXml(reply.text);
    expectShapeOf(root, golden(response), list);
    expect(timesOf(root).length).toBeGreaterThan(0);
    for (const time of timesOf(root)) expect(time).toMatch(FORMAT_A);
  });

  it('finds a tag and a location by their form-encoded names (+ for a space)', async () => {
    const tag = await replayNet('net.tag-show-form-encoded.request.txt');
    expect(tag.status, tag.text).toBe(200);
    expect(decodeTag(parseXml(tag.text)).name).toBe('new business');
    const location = await replayNet('net.location-show-form-encoded.request.txt');
    expect(location.status, location.text).toBe(200);
    expect(decodeLocation(parseXml(location.text)).label).toBe('head office');
  });

  it('updates a comment from a body with a byte-order mark and an XML declaration', async () => {
    const wire = capture('net.comment-update.request.txt');
    expect([...wire.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decodeCommentWrite(parseXml(wire.body.toString('utf8')))).toEqual({
      comment: 'net edited comment',
    });
    const reply = await replayNet('net.comment-update.request.txt');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.text).toBe('');
    expect(decodeComment(await show(`/service/comments/${ids['88']}.xml`)).comment).toBe(
      'net edited comment',
    );
  });

  it('updates a location named form-encoded, reading False, then destroys it with an empty XML DELETE', async () => {
    const wire = capture('net.location-update-form-encoded.request.txt');
    expect(decodeLocationWrite(parseXml(wire.body.toString('utf8')))).toMatchObject({
      label: 'head office',
      primary: false,
      city: 'Bergen',
    });
    const updated = await replayNet('net.location-update-form-encoded.request.txt');
    expect(updated.status, updated.text).toBe(201);
    const path = String(updated.headers['location']).slice(service.url.length);
    expect(decodeLocation(await show(path))).toMatchObject({
      label: 'head office',
      primary: false,
      city: 'Bergen',
    });
    const destroyed = await replayNet('net.location-destroy-form-encoded.request.txt');
    expect(destroyed.status, destroyed.text).toBe(200);
    expect((await service.request('GET', path)).status).toBe(404);
  });
});
