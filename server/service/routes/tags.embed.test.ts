import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeRecordTags } from '#xml/tag';
import { child } from '#xml/tree';
import { startTestService, type TestService } from '../testing/serviceHarness';

/**
 * Tags as the record representations embed them (through `loadEmbeds` → `recordTagsOf`), with
 * records made through the companies and people routes: the shape of the `tags` in
 * company.show.response.xml, SuperTag values included, and ETags that move with tag changes.
 */
describe('tags embedded in records', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
    await service.store.tags.defineSuperTag(service.scope.accountId, {
      name: 'social media',
      fields: [
        { name: 'twitter username', type: 'Text', options: [], text: '' },
        { name: 'flickr username', type: 'Text', options: [], text: '' },
        { name: 'work blog', type: 'Text', options: [], text: '' },
      ],
    });
  });
  afterEach(() => service.close());

  const created = async (path: string, body: string): Promise<string> => {
    const res = await service.request('POST', path, { body });
    expect(res.status, res.text).toBe(201);
    return String(res.headers['location']).slice(service.url.length);
  };

  it('shows a company tags and SuperTag values like the documented example', async () => {
    const company = await created(
      '/service/companies.xml',
      '<company><name>Example Software</name></company>',
    );
    const base = company.replace(/\.xml$/, '');
    const before = (await service.request('GET', company)).headers['etag'];
    expect(
      (await service.request('PUT', `${base}/add_tag.xml`, { body: '<tag>software company</tag>' }))
        .status,
    ).toBe(200);
    const putValues =
      '<super_tag><twitter_username>example</twitter_username><flickr_username>examplesoftware</flickr_username><work_blog>http://blog.example.com/feed</work_blog></super_tag>';
    expect(
      (await service.request('PUT', `${base}/super_tags/social%20media.xml`, { body: putValues }))
        .status,
    ).toBe(200);

    const shown = await service.request('GET', company);
    expect(shown.status).toBe(200);
    expect(shown.headers['etag']).not.toBe(before);
    const tags = decodeRecordTags(child(shown.xml!, 'tags'));
    expect(tags.map(({ name, supertag, fields }) => ({ name, supertag, fields }))).toEqual([
      {
        name: 'social media',
        supertag: true,
        fields: [
          { kind: 'text', element: 'twitter_username', value: 'example' },
          { kind: 'text', element: 'flickr_username', value: 'examplesoftware' },
          { kind: 'text', element: 'work_blog', value: 'http://blog.example.com/feed' },
        ],
      },
      { name: 'software company', supertag: false, fields: [] },
    ]);
  });

  it('lists people with their tags', async () => {
    const person = await created(
      '/service/people.xml',
      '<person><first_name>Ann</first_name><last_name>Lee</last_name></person>',
    );
    expect(
      (await service.request('PUT', `${person.replace(/\.xml$/, '')}/add_tag.xml?tag=vip`)).status,
    ).toBe(200);
    const list = await service.request('GET', '/service/people.xml');
    const first = list.xml!.children[0]!;
    expect(decodeRecordTags(child(first, 'tags')).map((t) => t.name)).toEqual(['vip']);
  });
});
