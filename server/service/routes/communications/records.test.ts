import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeCommunication, decodeCommunicationList } from '#xml/communication';
import { decodeErrorDocument } from '#xml/errorDocument';
import { childText } from '#xml/tree';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../../testing/communicationRecords';

describe('communications: show, list, create, update, destroy', () => {
  let env: ServiceWithDb;
  beforeEach(async () => {
    env = await startServiceWithDb();
  });
  afterEach(() => env.close());

  const request = (
    method: string,
    path: string,
    options?: Parameters<ServiceWithDb['service']['request']>[2],
  ) => env.service.request(method, path, options);
  const create = async (fields: string): Promise<number> => {
    const res = await request('POST', '/service/communications.xml', {
      body: `<communication>${fields}</communication>`,
    });
    expect(res.status, res.text).toBe(201);
    return idFromLocation(res.headers['location']);
  };
  const errorsOf = (text: string): string[] => decodeErrorDocument(text);

  it('creates with 201, an absolute Location and an empty body, and shows the record with an ETag', async () => {
    const res = await request('POST', '/service/communications.xml', {
      body: '<communication><subject>Hello</subject><body>Body &amp; more</body><date>Mar 17 20:16:35 UTC 2009</date><ctype>Email</ctype></communication>',
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const id = idFromLocation(res.headers['location']);
    expect(res.headers['location']).toBe(`${env.service.url}/service/communications/${id}.xml`);

    const show = await request('GET', `/service/communications/${id}.xml`);
    expect(show.status).toBe(200);
    expect(show.headers['etag']).toBe('"v1"');
    expect(show.xml!.children.map((c) => c.name)).toEqual([
      'id',
      'subject',
      'body',
      'date',
      'ctype',
      'tags',
      'mega_comments',
      'created_at',
      'updated_at',
    ]);
    expect(childText(show.xml!, 'date')).toBe('2009-03-17 20:16:35 +0000');
    expect(childText(show.xml!, 'ctype')).toBe('Email');
    expect(childText(show.xml!, 'created_at')).toMatch(
      /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} UTC \d{4}$/,
    );
    const decoded = decodeCommunication(show.xml!);
    expect(decoded).toMatchObject({
      id,
      subject: 'Hello',
      body: 'Body & more',
      date: '2009-03-17T20:16:35Z',
      ctype: 'Email',
      tags: [],
      megaComments: [],
    });
  });

  it('writes the date with the account offset and accepts Format A on create', async () => {
    await env.db
      .updateTable('accounts')
      .set({ utc_offset_minutes: -240 })
      .where('id', '=', env.service.scope.accountId)
      .execute();
    const id = await create('<date>2009-03-17 16:16:35 -0400</date><ctype>note</ctype>');
    const show = await request('GET', `/service/communications/${id}.xml`);
    expect(childText(show.xml!, 'date')).toBe('2009-03-17 16:16:35 -0400');
    expect(childText(show.xml!, 'ctype')).toBe('Note');
  });

  it('dates a communication created without a date at its creation', async () => {
    const before = Date.now() - 1000;
    const id = await create('<subject>No date</subject><ctype>phone</ctype>');
    const shown = decodeCommunication(
      (await request('GET', `/service/communications/${id}.xml`)).xml!,
    );
    expect(Date.parse(shown.date!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(shown.date!)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a missing or unknown ctype (422) and a bad date (400), creating nothing', async () => {
    const missing = await request('POST', '/service/communications.xml', {
      body: '<communication><subject>x</subject></communication>',
    });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing.text)).toEqual(["Ctype can't be blank"]);
    const unknown = await request('POST', '/service/communications.xml', {
      body: '<communication><ctype>fax</ctype></communication>',
    });
    expect(unknown.status).toBe(422);
    expect(errorsOf(unknown.text)).toEqual([
      'Ctype must be one of email, note, phone, chat, meeting',
    ]);
    const badDate = await request('POST', '/service/communications.xml', {
      body: '<communication><ctype>note</ctype><date>Feb 30 10:00:00 UTC 2010</date></communication>',
    });
    expect(badDate.status).toBe(400);
    expect(errorsOf(badDate.text)[0]).toMatch(/^Date is not a valid time/);
    const wrongRoot = await request('POST', '/service/communications.xml', {
      body: '<company><name>x</name></company>',
    });
    expect(wrongRoot.status).toBe(422);
    const malformed = await request('POST', '/service/communications.xml', {
      body: '<communication><ctype>note</communication>',
    });
    expect(malformed.status).toBe(400);
    const list = await request('GET', '/service/communications.xml');
    expect(decodeCommunicationList(list.xml!)).toEqual([]);
  });

  it('updates with 200 and an empty body, ignoring read-only fields, and moves the ETag', async () => {
    const id = await create('<subject>Old</subject><body>keep</body><ctype>email</ctype>');
    const shown = await request('GET', `/service/communications/${id}.xml`);
    // A whole-record update as the Ruby client sends it: read as shown, subject changed.
    const resent = shown.text
      .replace('<subject>Old</subject>', '<subject>New</subject>')
      .replace(/^<\?xml[^>]*>\n/, '');
    const res = await request('PUT', `/service/communications/${id}.xml`, {
      body: resent,
      headers: { 'if-match': '"v1"' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('');
    const after = await request('GET', `/service/communications/${id}.xml`);
    expect(after.headers['etag']).toBe('"v2"');
    expect(decodeCommunication(after.xml!)).toMatchObject({
      subject: 'New',
      body: 'keep',
      ctype: 'Email',
    });

    const partial = await request('PUT', `/service/communications/${id}.xml`, {
      body: 'communication[ctype]=CHAT',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(partial.status).toBe(200);
    expect(
      decodeCommunication((await request('GET', `/service/communications/${id}.xml`)).xml!),
    ).toMatchObject({ subject: 'New', ctype: 'Chat' });
  });

  it('answers 412 to a stale If-Match and changes nothing', async () => {
    const id = await create('<subject>Mine</subject><ctype>note</ctype>');
    await request('PUT', `/service/communications/${id}.xml`, {
      body: '<communication><subject>Theirs</subject></communication>',
    });
    for (const ifMatch of ['"v1"', 'garbage']) {
      const stale = await request('PUT', `/service/communications/${id}.xml`, {
        body: '<communication><subject>Late</subject></communication>',
        headers: { 'if-match': ifMatch },
      });
      expect(stale.status).toBe(412);
      expect(errorsOf(stale.text).length).toBe(1);
    }
    const shown = await request('GET', `/service/communications/${id}.xml`);
    expect(childText(shown.xml!, 'subject')).toBe('Theirs');
    expect(shown.headers['etag']).toBe('"v2"');
  });

  it('refuses invalid updates with 422 or 400 and leaves the record as it was', async () => {
    const id = await create(
      '<subject>Same</subject><ctype>note</ctype><date>Jul 28 10:00:00 UTC 2010</date>',
    );
    expect(
      (
        await request('PUT', `/service/communications/${id}.xml`, {
          body: '<communication><subject>x</subject><ctype>telex</ctype></communication>',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await request('PUT', `/service/communications/${id}.xml`, {
          body: '<communication><subject>x</subject><date>soon</date></communication>',
        })
      ).status,
    ).toBe(400);
    const shown = await request('GET', `/service/communications/${id}.xml`);
    expect(decodeCommunication(shown.xml!)).toMatchObject({
      subject: 'Same',
      ctype: 'Note',
      date: '2010-07-28T10:00:00Z',
    });
    expect(shown.headers['etag']).toBe('"v1"');
  });

  it('destroys with 200, after which the record is gone', async () => {
    const id = await create('<ctype>note</ctype>');
    const res = await request('DELETE', `/service/communications/${id}.xml`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await request('GET', `/service/communications/${id}.xml`)).status).toBe(404);
    expect((await request('DELETE', `/service/communications/${id}.xml`)).status).toBe(404);
    expect(
      (
        await request('PUT', `/service/communications/${id}.xml`, {
          body: '<communication><subject>x</subject></communication>',
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    for (const path of [
      '/service/communications/999.xml',
      '/service/communications/abc.xml',
      '/service/communications/-1.xml',
    ]) {
      const res = await request('GET', path);
      expect(res.status, path).toBe(404);
      expect(errorsOf(res.text).length).toBe(1);
    }
  });

  it('lists in id order with offset and limit (default 10, bad values 400)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await create(`<subject>S${i}</subject><ctype>note</ctype>`));
    const ofPage = async (query: string) =>
      decodeCommunicationList(
        (await request('GET', `/service/communications.xml${query}`)).xml!,
      ).map((c) => c.id);
    expect(await ofPage('')).toEqual(ids.slice(0, 10));
    expect(await ofPage('?offset=10')).toEqual(ids.slice(10));
    expect(await ofPage('?offset=3&limit=2')).toEqual(ids.slice(3, 5));
    expect(await ofPage('?limit=100000')).toEqual(ids);
    const list = await request('GET', '/service/communications.xml?limit=1');
    expect(list.xml!.name).toBe('communications');
    expect(list.xml!.attrs['type']).toBe('array');
    for (const bad of ['?offset=-1', '?limit=x', '?offset=1.5'])
      expect((await request('GET', `/service/communications.xml${bad}`)).status, bad).toBe(400);
  });

  it('keeps accounts apart: another account gets 404 and does not see the records', async () => {
    const id = await create('<subject>Private</subject><ctype>email</ctype>');
    const eve = await env.service.addUser('Eve Other', 'eve@example.org', { newAccount: true });
    const as = { token: eve.token };
    expect((await request('GET', `/service/communications/${id}.xml`, as)).status).toBe(404);
    expect(
      (
        await request('PUT', `/service/communications/${id}.xml`, {
          ...as,
          body: '<communication><subject>Owned</subject></communication>',
        })
      ).status,
    ).toBe(404);
    expect((await request('DELETE', `/service/communications/${id}.xml`, as)).status).toBe(404);
    expect(
      decodeCommunicationList((await request('GET', '/service/communications.xml', as)).xml!),
    ).toEqual([]);
    expect(
      childText((await request('GET', `/service/communications/${id}.xml`)).xml!, 'subject'),
    ).toBe('Private');
    // A colleague in the same account sees it.
    const bob = await env.service.addUser('Bob Same', 'bob@example.com');
    expect(
      (await request('GET', `/service/communications/${id}.xml`, { token: bob.token })).status,
    ).toBe(200);
  });
});
