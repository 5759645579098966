import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTag, decodeTagList } from '#xml/tag';
import { decodeErrorDocument } from '#xml/errorDocument';
import type { TestResponse } from '../testing/serviceHarness';
import { startTagTestService, type TagTestService } from './tags/testing/tagTestService';

describe('tag routes', () => {
  let t: TagTestService;
  beforeEach(async () => {
    t = await startTagTestService();
  });
  afterEach(() => t.close());

  const put = (path: string, body?: string, contentType?: string): Promise<TestResponse> =>
    t.service.request('PUT', path, { body, contentType });
  const errors = (res: TestResponse): string[] => decodeErrorDocument(res.text);

  describe('GET tags', () => {
    it('lists no tags as an empty array', async () => {
      const res = await t.service.request('GET', '/service/tags.xml');
      expect(res.status).toBe(200);
      expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<tags type="array"/>');
    });

    it('lists the account tags by name, ignoring case', async () => {
      const company = await t.record('company');
      expect(
        (await put(`/service/companies/${company}/add_tag.xml`, '<tags>zebra,Apple,mango</tags>'))
          .status,
      ).toBe(200);
      const res = await t.service.request('GET', '/service/tags.xml');
      expect(decodeTagList(res.xml!).map((tag) => [tag.name, tag.supertag])).toEqual([
        ['Apple', false],
        ['mango', false],
        ['zebra', false],
      ]);
    });

    it('shows a tag by URL-encoded name, ignoring case', async () => {
      const person = await t.record('person');
      await put(`/service/people/${person}/add_tag.xml`, '<tag>money maker</tag>');
      const res = await t.service.request('GET', '/service/tags/Money%20Maker.xml');
      expect(res.status).toBe(200);
      const tag = decodeTag(res.xml!);
      expect(tag).toEqual({ id: tag.id, name: 'money maker', supertag: false });
      expect(res.text).toBe(
        `<?xml version="1.0" encoding="UTF-8"?>\n<tag><id type="integer">${tag.id}</id><name>money maker</name><supertag type="boolean">false</supertag></tag>`,
      );
    });

    it('shows names with slashes and non-ASCII letters', async () => {
      const deal = await t.record('deal');
      await put(
        `/service/deals/${deal}/add_tag.xml`,
        '<tags type="array"><tag>a/b</tag><tag>Ünïcode &amp; co</tag></tags>',
      );
      expect(decodeTag((await t.service.request('GET', '/service/tags/a%2Fb.xml')).xml!).name).toBe(
        'a/b',
      );
      expect(
        decodeTag(
          (
            await t.service.request(
              'GET',
              `/service/tags/${encodeURIComponent('Ünïcode & co')}.xml`,
            )
          ).xml!,
        ).name,
      ).toBe('Ünïcode & co');
    });

    it('reads + in the name as a space when no tag has the literal name (form-encoded, as the .NET client sends)', async () => {
      const company = await t.record('company');
      await put(`/service/companies/${company}/add_tag.xml`, '<tag>new business</tag>');
      const spaced = await t.service.request('GET', '/service/tags/new+business.xml');
      expect(spaced.status, spaced.text).toBe(200);
      expect(decodeTag(spaced.xml!).name).toBe('new business');
      // A tag with a literal + wins over the space reading, whether the + came encoded or not.
      await put(`/service/companies/${company}/add_tag.xml`, '<tag>new+business</tag>');
      for (const path of ['/service/tags/new+business.xml', '/service/tags/new%2Bbusiness.xml'])
        expect(decodeTag((await t.service.request('GET', path)).xml!).name).toBe('new+business');
      expect(
        decodeTag((await t.service.request('GET', '/service/tags/new%20business.xml')).xml!).name,
      ).toBe('new business');
      const missing = await t.service.request('GET', '/service/tags/old+business.xml');
      expect(missing.status).toBe(404);
      expect(errors(missing)).toEqual(['No tag named "old+business"']);
    });

    it('answers 404 for an unknown tag', async () => {
      const res = await t.service.request('GET', '/service/tags/nope.xml');
      expect(res.status).toBe(404);
      expect(errors(res)).toEqual(['No tag named "nope"']);
    });
  });
});
