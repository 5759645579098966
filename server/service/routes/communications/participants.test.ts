import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeParticipantList } from '#xml/participant';
import { decodeErrorDocument } from '#xml/errorDocument';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../../testing/communicationRecords';

describe('communication participants', () => {
  let env: ServiceWithDb;
  let communication: number;
  let ann: number;
  let acme: number;

  const request = (
    method: string,
    path: string,
    options?: Parameters<ServiceWithDb['service']['request']>[2],
  ) => env.service.request(method, path, options);
  const participants = async (query = '') => {
    const res = await request(
      'GET',
      `/service/communications/${communication}/participants.xml${query}`,
    );
    expect(res.status, res.text).toBe(200);
    return decodeParticipantList(res.xml!);
  };
  const add = (query: string, options?: Parameters<ServiceWithDb['service']['request']>[2]) =>
    request('PUT', `/service/communications/${communication}/add_participant.xml${query}`, options);
  const remove = (query: string, options?: Parameters<ServiceWithDb['service']['request']>[2]) =>
    request(
      'DELETE',
      `/service/communications/${communication}/remove_participant.xml${query}`,
      options,
    );

  beforeEach(async () => {
    env = await startServiceWithDb();
    ann = await env.person('Ann', 'Example');
    acme = await env.company('Acme Inc');
    const res = await request('POST', '/service/communications.xml', {
      body: '<communication><subject>Hi</subject><ctype>email</ctype></communication>',
    });
    communication = idFromLocation(res.headers['location']);
  });
  afterEach(() => env.close());

  it('adds from the query string, a form body and an XML body, and lists them with names', async () => {
    const byQuery = await add(`?contact_id=${ann}&role=from`);
    expect(byQuery.status, byQuery.text).toBe(200);
    expect(byQuery.text).toBe('');
    expect(
      (
        await add('', {
          body: `company_id=${acme}&role=to`,
          contentType: 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(200);
    const xml = await add('', {
      body: `\uFEFF<?xml version="1.0"?><participant><contact-id type="integer">${acme}</contact-id><role>CC</role></participant>`,
    });
    expect(xml.status, xml.text).toBe(200);
    expect(
      (
        await add('', {
          body: `<anything><person_id>${ann}</person_id><role>bcc</role></anything>`,
        })
      ).status,
    ).toBe(200);

    const res = await request('GET', `/service/communications/${communication}/participants.xml`);
    expect(res.xml!.name).toBe('participants');
    expect(res.xml!.attrs['type']).toBe('array');
    expect(res.xml!.children[0]!.children.map((c) => [c.name, c.attrs['type']])).toEqual([
      ['name', undefined],
      ['contact_id', 'integer'],
      ['role', undefined],
    ]);
    expect(decodeParticipantList(res.xml!)).toEqual([
      { name: 'Ann Example', contactId: ann, role: 'bcc' },
      { name: 'Ann Example', contactId: ann, role: 'from' },
      { name: 'Acme Inc', contactId: acme, role: 'cc' },
      { name: 'Acme Inc', contactId: acme, role: 'to' },
    ]);
  });

  it('filters the list by role and refuses an unknown role with 422', async () => {
    await add(`?contact_id=${ann}&role=cc`);
    await add(`?contact_id=${acme}&role=to`);
    expect(await participants('?role=cc')).toEqual([
      { name: 'Ann Example', contactId: ann, role: 'cc' },
    ]);
    expect(await participants('?role=TO')).toEqual([
      { name: 'Acme Inc', contactId: acme, role: 'to' },
    ]);
    expect(await participants('?role=bcc')).toEqual([]);
    const bad = await request(
      'GET',
      `/service/communications/${communication}/participants.xml?role=reply-to`,
    );
    expect(bad.status).toBe(422);
    expect(decodeErrorDocument(bad.text)).toEqual(['Role must be one of from, to, cc, bcc']);
  });

  it('adds idempotently and touches the communication only when something changed', async () => {
    const etag = async () =>
      (await request('GET', `/service/communications/${communication}.xml`)).headers['etag'];
    expect(await etag()).toBe('"v1"');
    expect((await add(`?contact_id=${ann}&role=to`)).status).toBe(200);
    expect(await etag()).toBe('"v2"');
    expect((await add(`?contact_id=${ann}&role=to`)).status).toBe(200);
    expect(await etag()).toBe('"v2"');
    expect(await participants()).toHaveLength(1);
    expect((await remove(`?contact_id=${ann}&role=to`)).status).toBe(200);
    expect(await etag()).toBe('"v3"');
    expect(await participants()).toEqual([]);
  });

  it('removes only the named role, and answers 404 for a contact that has no such role', async () => {
    await add(`?contact_id=${ann}&role=to`);
    await add(`?contact_id=${ann}&role=cc`);
    const res = await remove('', {
      body: `contact_id=${ann}&role=cc`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status, res.text).toBe(200);
    expect(await participants()).toEqual([{ name: 'Ann Example', contactId: ann, role: 'to' }]);
    const again = await remove(`?contact_id=${ann}&role=cc`);
    expect(again.status).toBe(404);
    expect(decodeErrorDocument(again.text)).toEqual([
      `Contact ${ann} is not a "cc" participant of communication ${communication}`,
    ]);
    expect(
      (
        await remove('', {
          body: `<participant><contact_id>${acme}</contact_id><role>to</role></participant>`,
        })
      ).status,
    ).toBe(404);
  });

  it('requires a contact and a role (422, all problems at once) and changes nothing', async () => {
    const cases: [string, string[]][] = [
      [
        '',
        [
          "Contact id can't be blank: send contact_id, person_id or company_id",
          "Role can't be blank",
        ],
      ],
      [`?contact_id=${ann}`, ["Role can't be blank"]],
      ['?role=to', ["Contact id can't be blank: send contact_id, person_id or company_id"]],
      [`?contact_id=${ann}&role=boss`, ['Role must be one of from, to, cc, bcc']],
      ['?contact_id=abc&role=to', ['Contact id must be an integer']],
      [
        `?contact_id=${ann}&person_id=${ann}&role=to`,
        ['Send only one of contact_id, person_id and company_id'],
      ],
    ];
    for (const [query, errors] of cases) {
      for (const send of [add, remove]) {
        const res = await send(query);
        expect(res.status, query).toBe(422);
        expect(decodeErrorDocument(res.text), query).toEqual(errors);
      }
    }
    expect(await participants()).toEqual([]);
  });

  it('refuses contacts that do not exist, are of the other kind, or belong to another account (422)', async () => {
    const eve = await env.service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const foreign = await env.person('Foreign', 'Person', eve.scope.accountId);
    const cases: [string, string][] = [
      ['contact_id=99999&role=to', 'Contact 99999 does not exist'],
      [`person_id=${acme}&role=to`, `Person ${acme} does not exist`],
      [`company_id=${ann}&role=to`, `Company ${ann} does not exist`],
      [`contact_id=${foreign}&role=to`, `Contact ${foreign} does not exist`],
    ];
    for (const [query, message] of cases) {
      const res = await add(`?${query}`);
      expect(res.status, query).toBe(422);
      expect(decodeErrorDocument(res.text)).toEqual([message]);
    }
    expect(await participants()).toEqual([]);
  });

  it('answers 404 for an unknown communication or one of another account', async () => {
    const eve = await env.service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const theirs = await env.person('Eve', 'Contact', eve.scope.accountId);
    const asEve = { token: eve.token };
    expect(
      (await request('GET', `/service/communications/${communication}/participants.xml`, asEve))
        .status,
    ).toBe(404);
    expect(
      (
        await request(
          'PUT',
          `/service/communications/${communication}/add_participant.xml?contact_id=${theirs}&role=to`,
          asEve,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await request(
          'DELETE',
          `/service/communications/${communication}/remove_participant.xml?contact_id=${theirs}&role=to`,
          asEve,
        )
      ).status,
    ).toBe(404);
    expect((await request('GET', '/service/communications/99999/participants.xml')).status).toBe(
      404,
    );
    expect(
      (
        await request(
          'PUT',
          `/service/communications/99999/add_participant.xml?contact_id=${ann}&role=to`,
        )
      ).status,
    ).toBe(404);
    expect(await participants()).toEqual([]);
  });

  it('drops participants with their contact and with their communication', async () => {
    await add(`?contact_id=${ann}&role=to`);
    await add(`?contact_id=${acme}&role=to`);
    await env.db.deleteFrom('contacts').where('id', '=', acme).execute();
    expect(await participants()).toEqual([{ name: 'Ann Example', contactId: ann, role: 'to' }]);
    await request('DELETE', `/service/communications/${communication}.xml`);
    expect(await env.db.selectFrom('participants').selectAll().execute()).toEqual([]);
  });
});
