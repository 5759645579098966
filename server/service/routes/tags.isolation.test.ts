import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTag, decodeTagList } from '#xml/tag';
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
