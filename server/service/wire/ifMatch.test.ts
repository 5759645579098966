import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/serviceHarness';
import { ifMatchVersions } from './ifMatch';

describe('ifMatchVersions', () => {
  it('reads no condition, strong versions, and nothing from weak or foreign tags', () => {
    for (const none of [undefined, '', '  ', '*']) expect(ifMatchVersions(none)).toBeUndefined();
    expect(ifMatchVersions('"v3"')).toEqual([3]);
    expect(ifMatchVersions(' "v1", "x" ,"v4"')).toEqual([1, 4]);
    for (const nothing of ['W/"v3"', '"abc"', 'v3', '"v3" "v4"', '"v3",, "v4', '"v3"x'])
      expect(ifMatchVersions(nothing), nothing).toEqual([]);
  });

  it('scans a long hostile header in one pass', () => {
    expect(ifMatchVersions('"v1",'.repeat(20_000) + '"v2"')).toHaveLength(20_001);
    expect(ifMatchVersions('W/"'.repeat(20_000))).toEqual([]);
  });
});

describe('If-Match over HTTP', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
    await service.store.tags.defineSuperTag(service.scope.accountId, {
      name: 'Plain',
      fields: [{ name: 'Notes', type: 'Text', options: [], text: '' }],
    });
  });
  afterAll(() => service.close());

  const company = async (): Promise<{ path: string; etag: string }> => {
    const res = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Acme</name></company>',
    });
    const path = new URL(String(res.headers['location'])).pathname;
    return { path, etag: String((await service.request('GET', path)).headers['etag']) };
  };
  const etagOf = async (path: string): Promise<string> =>
    String((await service.request('GET', path)).headers['etag']);
  const put = (path: string, ifMatch: string, body = '<company><name>Acme 2</name></company>') =>
    service.request('PUT', path, { body, headers: { 'if-match': ifMatch } });

  it('compares strongly: the current tag made weak is a 412 and changes nothing', async () => {
    const { path, etag } = await company();
    expect((await put(path, `W/${etag}`)).status).toBe(412);
    expect(await etagOf(path)).toBe(etag);
    expect(
      (await service.request('DELETE', path, { headers: { 'if-match': `W/${etag}` } })).status,
    ).toBe(412);
    expect((await put(path, etag)).status).toBe(200);
  });

  it('takes a list when any member is current, on PUT and DELETE; 412 when none is', async () => {
    const { path, etag } = await company();
    expect((await put(path, `"v999", ${etag}`)).status).toBe(200);
    const next = await etagOf(path);
    expect((await put(path, `${etag}, "v998"`)).status).toBe(412);
    expect(await etagOf(path)).toBe(next);
    expect(
      (await service.request('DELETE', path, { headers: { 'if-match': `"other", ${next}` } }))
        .status,
    ).toBe(200);
  });

  it('answers 412 to a stale tag on add_tag, locations, comments and SuperTag PUT, writing nothing', async () => {
    const { path, etag: stale } = await company();
    expect((await put(path, stale)).status).toBe(200);
    const current = await etagOf(path);
    const base = path.replace(/\.xml$/, '');
    const writes: [string, string, string | undefined][] = [
      ['PUT', `${base}/add_tag.xml`, '<tag>VIP</tag>'],
      [
        'POST',
        `${base}/locations.xml`,
        '<location><label>Work</label><city>Oslo</city></location>',
      ],
      ['POST', `${base}/comments.xml`, '<comment><comment>Hi</comment></comment>'],
      ['PUT', `${base}/super_tags/Plain.xml`, undefined],
    ];
    for (const [method, target, body] of writes) {
      const refused = await service.request(method, target, {
        body,
        headers: { 'if-match': stale },
      });
      expect(refused.status, target).toBe(412);
      expect(await etagOf(path), target).toBe(current);
    }
    // With the current tag each goes through (and moves the record's version).
    let now = current;
    for (const [method, target, body] of writes) {
      const done = await service.request(method, target, { body, headers: { 'if-match': now } });
      expect(done.status, target).toBeLessThan(300);
      now = await etagOf(path);
    }
    expect(now).not.toBe(current);
    const location = `${base}/locations/Work.xml`;
    expect(
      (await service.request('DELETE', location, { headers: { 'if-match': stale } })).status,
    ).toBe(412);
    expect((await service.request('GET', location)).status).toBe(200);
  });
});
