import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
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
  const errors = (res: TestResponse): string[] => decodeErrorDocument(res.text);
  const scheduleOf = async (collection: string, id: number) => {
    const res = await get(`/service/${collection}/${id}/super_tags/work%20schedule.xml`);
    expect(res.status, res.text).toBe(200);
    return decodeRecordSuperTag(res.xml!);
  };

  describe('on records', () => {
    it.each([
      ['people', 'person'],
      ['companies', 'company'],
      ['deals', 'deal'],
    ] as const)('adds, shows and lists a SuperTag on %s', async (collection, kind) => {
      const id = await t.record(kind);
      const empty = await get(`/service/${collection}/${id}/super_tags.xml`);
      expect(empty.status).toBe(200);
      expect(empty.text).toContain('<super_tags type="array"/>');
      const res = await put(
        `/service/${collection}/${id}/super_tags/work%20schedule.xml`,
        '<super_tag><interest>golf</interest><interest>sailing</interest><notes>n</notes></super_tag>',
      );
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      const list = decodeRecordSuperTagList(
        (await get(`/service/${collection}/${id}/super_tags.xml`)).xml!,
      );
      expect(list).toHaveLength(1);
      expect(list[0]!.name).toBe('work schedule');
      const shown = await get(`/service/${collection}/${id}/super_tags/work%20schedule.xml`);
      expect(shown.text).toBe(
        `<?xml version="1.0" encoding="UTF-8"?>\n<super_tag><id type="integer">${list[0]!.id}</id><name>work schedule</name><supertag type="boolean">true</supertag>` +
          '<fields><Interests type="Array"><Interest>golf</Interest><Interest>sailing</Interest></Interests><Notes>n</Notes></fields></super_tag>',
      );
    });

    it.each(['todos', 'communications', 'users'])(
      'answers 404 for SuperTags on %s',
      async (collection) => {
        const kind = collection === 'todos' ? 'todo' : 'communication';
        const id = await t.record(kind);
        expect((await get(`/service/${collection}/${id}/super_tags.xml`)).status).toBe(404);
        expect(
          (await put(`/service/${collection}/${id}/super_tags/work%20schedule.xml`, '<super_tag/>'))
            .status,
        ).toBe(404);
      },
    );

    it('answers 404 for missing records, unknown SuperTags and SuperTags the record lacks', async () => {
      const deal = await t.record('deal');
      expect((await get('/service/deals/999999/super_tags.xml')).status).toBe(404);
      expect(
        (await put('/service/deals/999999/super_tags/work%20schedule.xml', '<super_tag/>')).status,
      ).toBe(404);
      expect(
        errors(await put(`/service/deals/${deal}/super_tags/nope.xml`, '<super_tag/>')),
      ).toEqual(['No SuperTag named "nope"']);
      expect(errors(await get(`/service/deals/${deal}/super_tags/work%20schedule.xml`))).toEqual([
        'This deal does not have the SuperTag "work schedule"',
      ]);
      expect((await get(`/service/deals/${deal}/super_tags/nope.xml`)).status).toBe(404);
      expect(
        (await t.service.request('DELETE', `/service/deals/${deal}/super_tags/nope.xml`)).status,
      ).toBe(404);
    });

    it('updates only the fields sent, clears empty ones, and touches the record', async () => {
      const company = await t.record('company');
      await put(
        `/service/companies/${company}/super_tags/work%20schedule.xml`,
        '<super_tag><interest>golf, sailing</interest><notes>first</notes><monday>9-5</monday></super_tag>',
      );
      const before = await t.version('company', company);
      expect(
        (
          await put(
            `/service/companies/${company}/super_tags/work%20schedule.xml`,
            '<super_tag><notes>second</notes><monday/></super_tag>',
          )
        ).status,
      ).toBe(200);
      expect((await scheduleOf('companies', company)).fields).toEqual([
        { kind: 'choices', element: 'Interests', item: 'Interest', values: ['golf', 'sailing'] },
        { kind: 'text', element: 'Notes', value: 'second' },
      ]);
      expect(await t.version('company', company)).toBe(before + 1);
    });

    it('round-trips an option holding a comma: re-sending what was read changes nothing', async () => {
      const person = await t.record('person');
      expect(
        (
          await put(
            `/service/people/${person}/super_tags/work%20schedule.xml`,
            '<super_tag><interest>red, white</interest></super_tag>',
          )
        ).status,
      ).toBe(200);
      const read = await get(`/service/people/${person}/super_tags/work%20schedule.xml`);
      expect(decodeRecordSuperTag(read.xml!).fields).toEqual([
        { kind: 'choices', element: 'Interests', item: 'Interest', values: ['red, white'] },
      ]);
      const before = await t.version('person', person);
      expect(
        (await put(`/service/people/${person}/super_tags/work%20schedule.xml`, read.text)).status,
      ).toBe(200);
      expect(await t.version('person', person)).toBe(before);
      expect((await scheduleOf('people', person)).fields).toEqual([
        { kind: 'choices', element: 'Interests', item: 'Interest', values: ['red, white'] },
      ]);
    });

    it('accepts form bodies and a PUT without body', async () => {
      const deal = await t.record('deal');
      expect((await put(`/service/deals/${deal}/super_tags/work%20schedule.xml`)).status).toBe(200);
      expect((await scheduleOf('deals', deal)).fields).toEqual([]);
      const form =
        'super_tag%5BNotes%5D=from+form&super_tag%5Binterest%5D%5B%5D=golf&super_tag%5Binterest%5D%5B%5D=red%2C+white';
      expect(
        (
          await put(
            `/service/deals/${deal}/super_tags/work%20schedule.xml`,
            form,
            'application/x-www-form-urlencoded',
          )
        ).status,
      ).toBe(200);
      expect((await scheduleOf('deals', deal)).fields).toEqual([
        { kind: 'choices', element: 'Interests', item: 'Interest', values: ['golf', 'red, white'] },
        { kind: 'text', element: 'Notes', value: 'from form' },
      ]);
    });
  });
});
