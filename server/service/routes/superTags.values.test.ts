import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { decodeRecordSuperTag, decodeRecordSuperTagList } from '#xml/superTag';
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
  const scheduleOf = async (collection: string, id: number) => {
    const res = await get(`/service/${collection}/${id}/super_tags/work%20schedule.xml`);
    expect(res.status, res.text).toBe(200);
    return decodeRecordSuperTag(res.xml!);
  };

  describe('on records', () => {
    it('answers 422 naming unknown fields and bad options, changing nothing', async () => {
      const person = await t.record('person');
      const res = await put(
        `/service/people/${person}/super_tags/work%20schedule.xml`,
        '<super_tag><tuesday>x</tuesday><interest>golf,chess</interest><notes>n</notes></super_tag>',
      );
      expect(res.status).toBe(422);
      expect(errors(res)).toEqual([
        'SuperTag work schedule has no field tuesday',
        'Interest: "chess" is not one of the options (golf, sailing, red, white)',
      ]);
      expect(
        decodeRecordSuperTagList((await get(`/service/people/${person}/super_tags.xml`)).xml!),
      ).toEqual([]);
      expect(
        (await put(`/service/people/${person}/super_tags/work%20schedule.xml`, '<person/>')).status,
      ).toBe(422);
      expect(
        (await put(`/service/people/${person}/super_tags/work%20schedule.xml`, '<super_tag>'))
          .status,
      ).toBe(400);
    });

    it('limits a text value to 255 characters as stored, in XML and form bodies, changing nothing', async () => {
      const person = await t.record('person');
      const path = `/service/people/${person}/super_tags/work%20schedule.xml`;
      const xml = await put(path, `<super_tag><monday>${'m'.repeat(256)}</monday></super_tag>`);
      expect(xml.status).toBe(422);
      expect(errors(xml)).toEqual(['monday is too long (at most 255 characters)']);
      const form = await put(
        path,
        `super_tag[monday]=${'m'.repeat(70_000)}`,
        'application/x-www-form-urlencoded',
      );
      expect(form.status).toBe(422);
      expect(
        decodeRecordSuperTagList((await get(`/service/people/${person}/super_tags.xml`)).xml!),
      ).toEqual([]);
      const fits = await put(path, `<super_tag><monday>${'😀'.repeat(255)}</monday></super_tag>`);
      expect(fits.status).toBe(200);
      expect((await scheduleOf('people', person)).fields).toHaveLength(1);
    });

    it('keeps responses well-formed with odd field names and control characters', async () => {
      await t.service.store.tags.defineSuperTag(t.service.scope.accountId, ODD);
      const company = await t.record('company');
      const body =
        '<super_tag><Ünïcode>ü</Ünïcode><_1st_choice>x&lt;y</_1st_choice><_1st_choice>z &amp; w</_1st_choice><a_b>1 &lt; 2</a_b><_xml_thing>t</_xml_thing></super_tag>';
      expect(
        (await put(`/service/companies/${company}/super_tags/odd%20one.xml`, body)).status,
      ).toBe(200);
      // Control characters are refused (400, naming the first), not stored and dropped.
      const form = `super_tag%5Bxml+thing%5D=${encodeURIComponent('bell\u0007and\u0001more')}`;
      expect(
        (
          await put(
            `/service/companies/${company}/super_tags/odd%20one.xml`,
            form,
            'application/x-www-form-urlencoded',
          )
        ).status,
      ).toBe(400);
      const shown = await get(`/service/companies/${company}/super_tags/odd%20one.xml`);
      expect(decodeRecordSuperTag(shown.xml!).fields).toEqual([
        { kind: 'text', element: 'Ünïcode', value: 'ü' },
        { kind: 'choices', element: '_1st_choices', item: '_1st_choice', values: ['x<y', 'z & w'] },
        { kind: 'text', element: 'a_b', value: '1 < 2' },
        { kind: 'text', element: '_xml_thing', value: 't' },
      ]);
      expect((await get(`/service/companies/${company}/super_tags.xml`)).status).toBe(200);
    });
  });
});
