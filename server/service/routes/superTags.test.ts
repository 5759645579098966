import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import {
  decodeRecordSuperTag,
  decodeRecordSuperTagList,
  decodeSuperTagDefinition,
  decodeSuperTagDefinitionList,
  type SuperTagDefinition,
} from '#xml/superTag';
import type { TestResponse } from '../testing/serviceHarness';
import { startTagTestService, type TagTestService } from './tags/testing/tagTestService';

const SCHEDULE: SuperTagDefinition = {
  name: 'work schedule',
  fields: [
    {
      name: 'Interest',
      type: 'Multiple choice',
      options: ['golf', 'sailing', 'red, white', ''],
      text: '',
    },
    { name: 'Notes', type: 'Text', options: [], text: '' },
    { name: 'monday', type: 'Text', options: [], text: '' },
  ],
};

const ODD: SuperTagDefinition = {
  name: 'odd one',
  fields: [
    { name: 'Ünïcode', type: 'Text', options: [], text: '' },
    { name: '1st choice', type: 'Multiple choice', options: ['x<y', 'z & w'], text: '' },
    { name: 'a<b', type: 'Text', options: [], text: '' },
    { name: 'xml thing', type: 'Text', options: [], text: '' },
  ],
};

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
