import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTagList } from '#xml/tag';
import { decodeErrorDocument } from '#xml/errorDocument';
import type { RecordKind } from '../store/scope';
import type { TestResponse } from '../testing/serviceHarness';
import { startTagTestService, type TagTestService } from './tags/testing/tagTestService';

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
});
