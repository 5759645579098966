import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTagList } from '#xml/tag';
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
});
