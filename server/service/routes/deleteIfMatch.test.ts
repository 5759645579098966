import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/serviceHarness';

/**
 * DELETE honours If-Match (RFC 9110 §13.1.1) on every record kind, the way PUT does: a stale
 * ETag answers 412 and deletes nothing; the current ETag, `*` or no header delete as before.
 */
const KINDS = [
  {
    collection: 'companies',
    create: '<company><name>Acme</name></company>',
    change: '<company><name>Acme 2</name></company>',
  },
  {
    collection: 'people',
    create: '<person><first-name>Ann</first-name></person>',
    change: '<person><first-name>Anne</first-name></person>',
  },
  {
    collection: 'deals',
    create: '<deal><title>Big one</title></deal>',
    change: '<deal><title>Bigger one</title></deal>',
  },
  {
    collection: 'todos',
    create: '<todo><title>Call</title></todo>',
    change: '<todo><title>Call back</title></todo>',
  },
  {
    collection: 'communications',
    create: '<communication><subject>Hi</subject><ctype>email</ctype></communication>',
    change: '<communication><subject>Hello</subject></communication>',
  },
] as const;

describe.each(KINDS)(
  'DELETE /service/$collection/:id.xml with If-Match',
  ({ collection, create, change }) => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService();
    });
    afterAll(() => service.close());

    const createOne = async (): Promise<string> => {
      const res = await service.request('POST', `/service/${collection}.xml`, { body: create });
      expect(res.status, res.text).toBe(201);
      return new URL(String(res.headers['location'])).pathname;
    };
    const etagOf = async (path: string): Promise<string> => {
      const res = await service.request('GET', path);
      expect(res.status, res.text).toBe(200);
      return String(res.headers['etag']);
    };

    it('answers 412 to a stale If-Match and deletes nothing; the current one deletes', async () => {
      const path = await createOne();
      const stale = await etagOf(path);
      expect((await service.request('PUT', path, { body: change })).status).toBe(200);
      const current = await etagOf(path);
      expect(current).not.toBe(stale);

      for (const ifMatch of [stale, 'W/"v999"', '"not-a-version"']) {
        const refused = await service.request('DELETE', path, { headers: { 'if-match': ifMatch } });
        expect(refused.status, ifMatch).toBe(412);
        expect(refused.text).toContain('If-Match');
        expect(await etagOf(path)).toBe(current);
      }

      expect(
        (await service.request('DELETE', path, { headers: { 'if-match': current } })).status,
      ).toBe(200);
      expect((await service.request('GET', path)).status).toBe(404);
    });

    it('deletes with If-Match: * or without If-Match, as before', async () => {
      for (const headers of [{ 'if-match': '*' }, {}] as Record<string, string>[]) {
        const path = await createOne();
        expect((await service.request('DELETE', path, { headers })).status).toBe(200);
        expect((await service.request('GET', path)).status).toBe(404);
      }
    });

    it('answers 404 for a record that is not there, If-Match or not', async () => {
      const path = await createOne();
      const etag = await etagOf(path);
      expect((await service.request('DELETE', path)).status).toBe(200);
      expect(
        (await service.request('DELETE', path, { headers: { 'if-match': etag } })).status,
      ).toBe(404);
    });
  },
);
