import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeRecordSuperTag, decodeRecordSuperTagList } from '#xml/superTag';
import type { TestResponse } from '../testing/serviceHarness';
import { SCHEDULE } from './tags/testing/superTagDefinitions';
import { startTagTestService, type TagTestService } from './tags/testing/tagTestService';

describe('SuperTag routes', () => {
  let t: TagTestService;
  beforeEach(async () => {
    t = await startTagTestService();
    await t.service.store.tags.defineSuperTag(t.service.scope.accountId, SCHEDULE);
  });
  afterEach(() => t.close());

  const put = (path: string, body?: string, contentType?: string): Promise<TestResponse> =>
    t.service.request('PUT', path, { body, contentType });
  const get = (path: string): Promise<TestResponse> => t.service.request('GET', path);
  const scheduleOf = async (collection: string, id: number) => {
    const res = await get(`/service/${collection}/${id}/super_tags/work%20schedule.xml`);
    expect(res.status, res.text).toBe(200);
    return decodeRecordSuperTag(res.xml!);
  };

  describe('on records', () => {
    it('removes a SuperTag with its values; removing again is a no-op 200', async () => {
      const person = await t.record('person');
      await put(
        `/service/people/${person}/super_tags/work%20schedule.xml`,
        '<super_tag><notes>n</notes></super_tag>',
      );
      const res = await t.service.request(
        'DELETE',
        `/service/people/${person}/super_tags/work%20schedule.xml`,
      );
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(
        decodeRecordSuperTagList((await get(`/service/people/${person}/super_tags.xml`)).xml!),
      ).toEqual([]);
      expect(
        (
          await t.service.request(
            'DELETE',
            `/service/people/${person}/super_tags/work%20schedule.xml`,
          )
        ).status,
      ).toBe(200);
      await put(`/service/people/${person}/add_tag.xml`, '<tag>work schedule</tag>');
      expect((await scheduleOf('people', person)).fields).toEqual([]);
    });

    it('keeps other accounts out', async () => {
      const other = await t.service.addUser('Eve', 'eve@example.org', { newAccount: true });
      const person = await t.record('person');
      await put(
        `/service/people/${person}/super_tags/work%20schedule.xml`,
        '<super_tag><notes>secret</notes></super_tag>',
      );
      const as = (method: string, path: string, body?: string) =>
        t.service.request(method, path, { body, token: other.token });
      expect((await as('GET', `/service/people/${person}/super_tags.xml`)).status).toBe(404);
      expect(
        (await as('GET', `/service/people/${person}/super_tags/work%20schedule.xml`)).status,
      ).toBe(404);
      expect(
        (
          await as(
            'PUT',
            `/service/people/${person}/super_tags/work%20schedule.xml`,
            '<super_tag><notes>x</notes></super_tag>',
          )
        ).status,
      ).toBe(404);
      expect(
        (await as('DELETE', `/service/people/${person}/super_tags/work%20schedule.xml`)).status,
      ).toBe(404);
      expect((await scheduleOf('people', person)).fields).toEqual([
        { kind: 'text', element: 'Notes', value: 'secret' },
      ]);
    });
  });
});
