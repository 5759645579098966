import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTag, decodeTagList } from '#xml/tag';
import { decodeErrorDocument } from '#xml/errorDocument';
import type { RecordKind } from '../store/scope';
import type { TestResponse } from '../testing/serviceHarness';
import { startTagTestService, type TagTestService } from './tags/testing/tagTestService';

const docFixture = (name: string): string =>
  readFileSync(new URL(`../../../../shared/fixtures/docs/${name}`, import.meta.url), 'utf8');

describe('tag routes', () => {
  let t: TagTestService;
  beforeEach(async () => {
    t = await startTagTestService();
  });
  afterEach(() => t.close());

  const tagNamesOf = async (kind: RecordKind, id: number): Promise<string[]> =>
    ((await t.service.store.tags.recordTagsOf(t.service.scope, kind, [id])).get(id) ?? []).map(
      (tag) => tag.name,
    );
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

  describe('PUT add_tag', () => {
    it.each([
      ['people', 'person'],
      ['companies', 'company'],
      ['deals', 'deal'],
      ['communications', 'communication'],
      ['todos', 'todo'],
    ] as const)('tags %s', async (collection, kind) => {
      const id = await t.record(kind);
      const res = await put(`/service/${collection}/${id}/add_tag.xml`, '<tag>hot</tag>');
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(await tagNamesOf(kind, id)).toEqual(['hot']);
    });

    it.each([
      ['add_tag.body1.tag.xml', ['awesome']],
      ['add_tag.body2.tags-csv.xml', ['another tag', 'fun', 'important']],
      ['add_tag.body3.tags-array.xml', ['awesome', 'great']],
    ])('accepts the documented body %s', async (file, names) => {
      const company = await t.record('company');
      expect(
        (await put(`/service/companies/${company}/add_tag.xml`, docFixture(file))).status,
      ).toBe(200);
      expect(await tagNamesOf('company', company)).toEqual(names);
    });

    it('accepts query parameters, form bodies and <tags> without a type', async () => {
      const company = await t.record('company');
      expect(
        (
          await t.service.request('PUT', `/service/companies/${company}/add_tag.xml?tag=q1`, {
            headers: { 'content-type': 'application/xml' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.service.request(
            'PUT',
            `/service/companies/${company}/add_tag.xml?tags%5B%5D=q2&tags%5B%5D=q3`,
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await put(
            `/service/companies/${company}/add_tag.xml`,
            'tag=form%201',
            'application/x-www-form-urlencoded',
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await put(
            `/service/companies/${company}/add_tag.xml`,
            'tags=f2,f3',
            'application/x-www-form-urlencoded',
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await put(
            `/service/companies/${company}/add_tag.xml`,
            '<tags><tag>x1</tag><tag>x2</tag></tags>',
          )
        ).status,
      ).toBe(200);
      expect(await tagNamesOf('company', company)).toEqual([
        'f2',
        'f3',
        'form 1',
        'q1',
        'q2',
        'q3',
        'x1',
        'x2',
      ]);
    });

    it('is idempotent, reuses a tag spelled in another case, and touches the record once', async () => {
      const deal = await t.record('deal');
      const before = await t.version('deal', deal);
      expect((await put(`/service/deals/${deal}/add_tag.xml`, '<tag>VIP</tag>')).status).toBe(200);
      expect((await put(`/service/deals/${deal}/add_tag.xml`, '<tag>vip</tag>')).status).toBe(200);
      expect(await tagNamesOf('deal', deal)).toEqual(['VIP']);
      expect(await t.version('deal', deal)).toBe(before + 1);
      expect(
        decodeTagList((await t.service.request('GET', '/service/tags.xml')).xml!),
      ).toHaveLength(1);
    });

    it.each([
      ['<tag>  </tag>', 'application/xml', "Tag name can't be blank"],
      ['<tags>,</tags>', 'application/xml', "Tag name can't be blank"],
      [
        `<tag>${'n'.repeat(256)}</tag>`,
        'application/xml',
        'Tag name is too long (at most 255 characters)',
      ],
      [
        '<company><name>x</name></company>',
        'application/xml',
        'Expected a <tag> or <tags> element, got <company>',
      ],
      [
        'other=1',
        'application/x-www-form-urlencoded',
        "Tag name can't be blank: send <tag>name</tag>, <tags>a,b</tags> or a tag parameter",
      ],
    ])('answers 422 for %s and changes nothing', async (body, contentType, message) => {
      const person = await t.record('person');
      const res = await put(`/service/people/${person}/add_tag.xml`, body, contentType);
      expect(res.status).toBe(422);
      expect(errors(res)).toEqual([message]);
      expect(await tagNamesOf('person', person)).toEqual([]);
      expect(decodeTagList((await t.service.request('GET', '/service/tags.xml')).xml!)).toEqual([]);
    });

    it('answers 422 when no tag is given at all', async () => {
      const res = await put(`/service/people/${await t.record('person')}/add_tag.xml`);
      expect(res.status).toBe(422);
    });

    it('answers 400 for malformed XML and 415 for other content types', async () => {
      const person = await t.record('person');
      expect((await put(`/service/people/${person}/add_tag.xml`, '<tag>x</ta>')).status).toBe(400);
      expect((await put(`/service/people/${person}/add_tag.xml`, 'x', 'text/plain')).status).toBe(
        415,
      );
    });

    it.each([
      '/service/locations/1/add_tag.xml',
      '/service/constructor/1/add_tag.xml',
      '/service/people/abc/add_tag.xml',
      '/service/people/999999/add_tag.xml',
    ])('answers 404 for %s', async (path) => {
      const res = await put(path, '<tag>x</tag>');
      expect(res.status).toBe(404);
    });

    it('answers 404 for a person id used as a company', async () => {
      const person = await t.record('person');
      expect((await put(`/service/companies/${person}/add_tag.xml`, '<tag>x</tag>')).status).toBe(
        404,
      );
    });
  });

  describe('DELETE remove_tag', () => {
    it('removes by XML body and by query string, touching the record', async () => {
      const company = await t.record('company');
      await put(`/service/companies/${company}/add_tag.xml`, '<tags>a,b,c</tags>');
      const before = await t.version('company', company);
      expect(
        (
          await t.service.request('DELETE', `/service/companies/${company}/remove_tag.xml`, {
            body: '<tag>A</tag>',
          })
        ).status,
      ).toBe(200);
      const res = await t.service.request(
        'DELETE',
        `/service/companies/${company}/remove_tag.xml?tag=b`,
      );
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(await tagNamesOf('company', company)).toEqual(['c']);
      expect(await t.version('company', company)).toBe(before + 2);
      // The tag itself stays in the account.
      expect(
        decodeTagList((await t.service.request('GET', '/service/tags.xml')).xml!).map(
          (tag) => tag.name,
        ),
      ).toEqual(['a', 'b', 'c']);
    });

    it('answers 200 for a tag the record does not have, 404 for an unknown tag', async () => {
      const todo = await t.record('todo');
      await put(`/service/todos/${await t.record('todo')}/add_tag.xml`, '<tag>elsewhere</tag>');
      expect(
        (await t.service.request('DELETE', `/service/todos/${todo}/remove_tag.xml?tag=elsewhere`))
          .status,
      ).toBe(200);
      const res = await t.service.request(
        'DELETE',
        `/service/todos/${todo}/remove_tag.xml?tag=ghost`,
      );
      expect(res.status).toBe(404);
      expect(errors(res)).toEqual(['No tag named "ghost"']);
    });

    it('answers 404 for a missing record or another kind, 422 for a blank name', async () => {
      expect(
        (await t.service.request('DELETE', '/service/deals/424242/remove_tag.xml?tag=x')).status,
      ).toBe(404);
      expect(
        (await t.service.request('DELETE', '/service/users/1/remove_tag.xml?tag=x')).status,
      ).toBe(404);
      expect(
        (
          await t.service.request(
            'DELETE',
            `/service/deals/${await t.record('deal')}/remove_tag.xml`,
            { body: '<tag></tag>' },
          )
        ).status,
      ).toBe(422);
    });

    it('removes a SuperTag record values along with its tag', async () => {
      await t.service.store.tags.defineSuperTag(t.service.scope.accountId, {
        name: 'profile',
        fields: [{ name: 'Notes', type: 'Text', options: [], text: '' }],
      });
      const person = await t.record('person');
      expect(
        (
          await put(
            `/service/people/${person}/super_tags/profile.xml`,
            '<super_tag><notes>n</notes></super_tag>',
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await t.service.request('DELETE', `/service/people/${person}/remove_tag.xml`, {
            body: '<tag>profile</tag>',
          })
        ).status,
      ).toBe(200);
      expect(
        (await put(`/service/people/${person}/add_tag.xml`, '<tag>profile</tag>')).status,
      ).toBe(200);
      const tags = (
        await t.service.store.tags.recordTagsOf(t.service.scope, 'person', [person])
      ).get(person)!;
      expect(tags.map((tag) => [tag.name, tag.supertag, tag.fields])).toEqual([
        ['profile', true, []],
      ]);
    });
  });

  describe('accounts', () => {
    it('keeps tags per account: same name, two tags; other account records are 404', async () => {
      const other = await t.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
      const mine = await t.record('company');
      const theirs = await t.record('company', other.scope.accountId);
      expect(
        (await put(`/service/companies/${mine}/add_tag.xml`, '<tag>shared</tag>')).status,
      ).toBe(200);
      expect(
        (
          await t.service.request('PUT', `/service/companies/${theirs}/add_tag.xml`, {
            body: '<tag>shared</tag>',
            token: other.token,
          })
        ).status,
      ).toBe(200);
      const myTag = decodeTag((await t.service.request('GET', '/service/tags/shared.xml')).xml!);
      const theirTag = decodeTag(
        (await t.service.request('GET', '/service/tags/shared.xml', { token: other.token })).xml!,
      );
      expect(myTag.id).not.toBe(theirTag.id);

      expect(
        (await put(`/service/companies/${theirs}/add_tag.xml`, '<tag>intrusion</tag>')).status,
      ).toBe(404);
      expect(
        (
          await t.service.request(
            'DELETE',
            `/service/companies/${theirs}/remove_tag.xml?tag=shared`,
          )
        ).status,
      ).toBe(404);
      expect(await tagNamesOf('company', theirs)).toEqual([]);
      await put(`/service/companies/${mine}/add_tag.xml`, '<tag>mine only</tag>');
      expect(
        (await t.service.request('GET', `/service/tags/mine%20only.xml`, { token: other.token }))
          .status,
      ).toBe(404);
      expect(
        decodeTagList(
          (await t.service.request('GET', '/service/tags.xml', { token: other.token })).xml!,
        ).map((tag) => tag.name),
      ).toEqual(['shared']);
    });
  });

  describe('concurrency', () => {
    it('50 parallel adds of one new tag leave exactly one tag and one tagging', async () => {
      const person = await t.record('person');
      const replies = await Promise.all(
        Array.from({ length: 50 }, () =>
          put(`/service/people/${person}/add_tag.xml`, '<tag>Rush</tag>'),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
      expect(
        decodeTagList((await t.service.request('GET', '/service/tags.xml')).xml!).map(
          (tag) => tag.name,
        ),
      ).toEqual(['Rush']);
      expect(await tagNamesOf('person', person)).toEqual(['Rush']);
      const taggings = await t.db
        .selectFrom('taggings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(taggings.n)).toBe(1);
    });
  });
});
