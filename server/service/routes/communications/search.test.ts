import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCommunicationList } from '#xml/communication';
import { decodeErrorDocument } from '#xml/errorDocument';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../../testing/communicationRecords';

describe('communications search', () => {
  let env: ServiceWithDb;
  const ids: Record<string, number> = {};
  let ann: number;
  let acme: number;

  const request = (
    method: string,
    path: string,
    options?: Parameters<ServiceWithDb['service']['request']>[2],
  ) => env.service.request(method, path, options);
  const found = async (query: string): Promise<number[]> => {
    const res = await request('GET', `/service/communications.xml?${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    return decodeCommunicationList(res.xml!).map((c) => c.id);
  };

  beforeAll(async () => {
    env = await startServiceWithDb();
    ann = await env.person('Ann', 'Example');
    acme = await env.company('Acme');
    // name, ctype, created, updated
    const rows: [string, string, string, string][] = [
      ['old_email', 'email', '2009-01-10T12:00:00Z', '2009-01-10T12:00:00Z'],
      ['mid_note', 'note', '2009-03-17T20:16:35Z', '2009-06-01T00:00:00Z'],
      ['mid_email', 'email', '2009-03-18T00:00:00Z', '2009-03-18T00:00:00Z'],
      ['new_chat', 'chat', '2010-07-28T10:00:00Z', '2010-07-28T10:00:00Z'],
    ];
    for (const [name, ctype] of rows) {
      const res = await request('POST', '/service/communications.xml', {
        body: `<communication><subject>${name}</subject><ctype>${ctype}</ctype></communication>`,
      });
      ids[name] = idFromLocation(res.headers['location']);
    }
    for (const [name, contact] of [
      ['mid_note', ann],
      ['new_chat', ann],
      ['mid_email', acme],
    ] as const) {
      expect(
        (
          await request(
            'PUT',
            `/service/communications/${ids[name]}/add_participant.xml?contact_id=${contact}&role=to`,
          )
        ).status,
      ).toBe(200);
    }
    // Times last: adding participants touches the communications.
    for (const [name, , createdAt, updatedAt] of rows)
      await env.setTimes(ids[name]!, { createdAt, updatedAt });
  });
  afterAll(() => env.close());

  it('filters by ctype, case-insensitively', async () => {
    expect(await found('ctype=email')).toEqual([ids['old_email'], ids['mid_email']]);
    expect(await found('ctype=Chat')).toEqual([ids['new_chat']]);
    expect(await found('ctype=phone')).toEqual([]);
  });

  it('filters by a participating contact', async () => {
    expect(await found(`contact_id=${ann}`)).toEqual([ids['mid_note'], ids['new_chat']]);
    expect(await found(`contact_id=${acme}`)).toEqual([ids['mid_email']]);
    expect(await found('contact_id=99999')).toEqual([]);
  });

  it('filters by created and updated ranges (since inclusive, before exclusive), Format B without weekday', async () => {
    expect(await found('created_since=Mar 17 20:16:35 UTC 2009')).toEqual([
      ids['mid_note'],
      ids['mid_email'],
      ids['new_chat'],
    ]);
    expect(await found('created_before=Mar 17 20:16:35 UTC 2009')).toEqual([ids['old_email']]);
    expect(
      await found('created_since=Mar+01+00:00:00+UTC+2009&created_before=Jan+01+00:00:00+UTC+2010'),
    ).toEqual([ids['mid_note'], ids['mid_email']]);
    expect(await found('updated_since=May 01 00:00:00 UTC 2009')).toEqual([
      ids['mid_note'],
      ids['new_chat'],
    ]);
    expect(
      await found('updated_since=Mar 01 00:00:00 UTC 2009&updated_before=Apr 01 00:00:00 UTC 2009'),
    ).toEqual([ids['mid_email']]);
    expect(await found('updated_before=Jan 01 00:00:00 UTC 2009')).toEqual([]);
  });

  it('combines every parameter with AND and pages the result', async () => {
    expect(
      await found(`ctype=note&contact_id=${ann}&created_since=Jan 01 00:00:00 UTC 2009`),
    ).toEqual([ids['mid_note']]);
    expect(await found(`ctype=email&contact_id=${ann}`)).toEqual([]);
    expect(await found('created_since=Jan 01 00:00:00 UTC 2009&offset=1&limit=2')).toEqual([
      ids['mid_note'],
      ids['mid_email'],
    ]);
    expect(await found('ctype=&contact_id=')).toHaveLength(4);
  });

  it('answers 400 for unreadable times and 422 for an unknown ctype or a non-integer contact_id', async () => {
    for (const query of [
      'updated_since=yesterday',
      'created_before=Mar 32 10:00:00 UTC 2009',
      'created_since=2009',
    ]) {
      const res = await request('GET', `/service/communications.xml?${query}`);
      expect(res.status, query).toBe(400);
      expect(decodeErrorDocument(res.text)).toHaveLength(1);
    }
    const both = await request('GET', '/service/communications.xml?ctype=fax&contact_id=abc');
    expect(both.status).toBe(422);
    expect(decodeErrorDocument(both.text)).toEqual([
      'Ctype must be one of email, note, phone, chat, meeting',
      'Contact id must be an integer',
    ]);
  });

  it('never finds another account’s communications', async () => {
    const eve = await env.service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const res = await request(
      'GET',
      `/service/communications.xml?contact_id=${ann}&created_since=Jan 01 00:00:00 UTC 2000`,
      { token: eve.token },
    );
    expect(decodeCommunicationList(res.xml!)).toEqual([]);
  });

  // Last: it adds a communication the range tests above do not expect.
  it('keeps a meeting as its own type: read back as Meeting, found by ctype=meeting only', async () => {
    const res = await request('POST', '/service/communications.xml', {
      body: '<communication><subject>Kick-off</subject><ctype>Meeting</ctype></communication>',
    });
    expect(res.status, res.text).toBe(201);
    const id = idFromLocation(res.headers['location']);
    const shown = await request('GET', `/service/communications/${id}.xml`);
    expect(shown.text).toContain('<ctype>Meeting</ctype>');
    expect(await found('ctype=meeting')).toEqual([id]);
    expect(await found('ctype=note')).not.toContain(id);
  });
});
