import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCommunication, decodeCommunicationList } from '#xml/communication';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../../testing/communicationRecords';

describe('communications embed their tags and comments', () => {
  let env: ServiceWithDb;
  beforeEach(async () => {
    env = await startServiceWithDb();
  });
  afterEach(() => env.close());

  it('shows and lists tags and comments (oldest first, Format A in the account offset) of each record', async () => {
    await env.db
      .updateTable('accounts')
      .set({ utc_offset_minutes: 330 })
      .where('id', '=', env.service.scope.accountId)
      .execute();
    const create = async (subject: string) =>
      idFromLocation(
        (
          await env.service.request('POST', '/service/communications.xml', {
            body: `<communication><subject>${subject}</subject><ctype>email</ctype></communication>`,
          })
        ).headers['location'],
      );
    const [first, second] = [await create('first'), await create('second')];
    expect(
      (
        await env.service.request('PUT', `/service/communications/${first}/add_tag.xml`, {
          body: '<tag>vip</tag>',
        })
      ).status,
    ).toBe(200);
    for (const text of ['one', 'two']) {
      expect(
        (
          await env.service.request('POST', `/service/communications/${first}/comments.xml`, {
            body: `<comment><comment>${text}</comment></comment>`,
          })
        ).status,
      ).toBe(201);
    }
    expect(
      (
        await env.service.request('POST', `/service/communications/${second}/comments.xml`, {
          body: '<comment><comment>other</comment></comment>',
        })
      ).status,
    ).toBe(201);

    const show = await env.service.request('GET', `/service/communications/${first}.xml`);
    expect(show.headers['etag']).toBe('"v4"');
    const shown = decodeCommunication(show.xml!);
    expect(shown.tags.map((t) => t.name)).toEqual(['vip']);
    expect(shown.megaComments.map((c) => [c.comment, c.user, c.recordId])).toEqual([
      ['one', 'Test Admin', first],
      ['two', 'Test Admin', first],
    ]);
    expect(show.text).toMatch(
      /<mega_comment><id type="integer">\d+<\/id><comment>one<\/comment><user>Test Admin<\/user><created_at>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0530<\/created_at>/,
    );

    const list = decodeCommunicationList(
      (await env.service.request('GET', '/service/communications.xml')).xml!,
    );
    expect(list.map((c) => [c.id, c.tags.length, c.megaComments.map((m) => m.comment)])).toEqual([
      [first, 1, ['one', 'two']],
      [second, 0, ['other']],
    ]);
  });
});
