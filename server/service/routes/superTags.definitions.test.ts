import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodeSuperTagDefinition, decodeSuperTagDefinitionList } from '#xml/superTag';
import type { TestResponse } from '../testing/serviceHarness';
import { ODD, SCHEDULE } from './tags/testing/superTagDefinitions';
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
  const errors = (res: TestResponse): string[] => decodeErrorDocument(res.text);

  describe('definitions', () => {
    it('lists and shows definitions in the documented shape', async () => {
      await t.service.store.tags.defineSuperTag(t.service.scope.accountId, ODD);
      const list = await get('/service/super_tags.xml');
      expect(list.status).toBe(200);
      expect(decodeSuperTagDefinitionList(list.xml!)).toEqual([ODD, SCHEDULE]);
      const shown = await get('/service/super_tags/Work%20Schedule.xml');
      expect(shown.status).toBe(200);
      expect(shown.text).toBe(
        '<?xml version="1.0" encoding="UTF-8"?>\n<super_tag><name>work schedule</name><fields>' +
          '<field type="Multiple choice" name="Interest"><option>golf</option><option>sailing</option><option>red, white</option><option></option></field>' +
          '<field type="Text" name="Notes"></field><field type="Text" name="monday"></field></fields></super_tag>',
      );
      expect(
        decodeSuperTagDefinition((await get('/service/super_tags/odd%20one.xml')).xml!),
      ).toEqual(ODD);
    });

    it('answers 404 for unknown names and plain tags, and lists nothing of other accounts', async () => {
      await put(`/service/people/${await t.record('person')}/add_tag.xml`, '<tag>plain</tag>');
      expect((await get('/service/super_tags/nothing.xml')).status).toBe(404);
      expect(errors(await get('/service/super_tags/plain.xml'))).toEqual([
        'No SuperTag named "plain"',
      ]);
      const other = await t.service.addUser('Eve', 'eve@example.org', { newAccount: true });
      expect(
        (await t.service.request('GET', '/service/super_tags.xml', { token: other.token })).text,
      ).toContain('<super_tags type="array"/>');
      expect(
        (
          await t.service.request('GET', '/service/super_tags/work%20schedule.xml', {
            token: other.token,
          })
        ).status,
      ).toBe(404);
    });
  });
});
