import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeComment } from '#xml/megaComment';
import { decodeErrorDocument } from '#xml/errorDocument';
import type { RecordKind } from '../store/scope';
import {
  idFromLocation,
  startServiceWithDb,
  type ServiceWithDb,
} from '../testing/communicationRecords';

describe('comments', () => {
  let env: ServiceWithDb;
  let company: number;
  const request = (
    method: string,
    path: string,
    options?: Parameters<ServiceWithDb['service']['request']>[2],
  ) => env.service.request(method, path, options);
  const post = (path: string, body: string, contentType?: string, token?: string) =>
    request('POST', path, {
      body,
      ...(contentType ? { contentType } : {}),
      ...(token ? { token } : {}),
    });
  const show = async (id: number) => {
    const res = await request('GET', `/service/comments/${id}.xml`);
    expect(res.status, res.text).toBe(200);
    return decodeComment(res.xml!);
  };

  beforeEach(async () => {
    env = await startServiceWithDb();
    company = await env.company('Acme');
  });
  afterEach(() => env.close());

  it('creates a comment on each of the five record kinds: 201, absolute Location, empty body', async () => {
    const communication = idFromLocation(
      (
        await post(
          '/service/communications.xml',
          '<communication><ctype>note</ctype></communication>',
        )
      ).headers['location'],
    );
    const records: [string, RecordKind, number][] = [
      ['people', 'person', await env.person('Ann', 'Example')],
      ['companies', 'company', company],
      ['deals', 'deal', await env.deal('Big deal')],
      ['todos', 'todo', await env.todo('Call Ann')],
      ['communications', 'communication', communication],
    ];
    for (const [collection, , id] of records) {
      const res = await post(
        `/service/${collection}/${id}/comments.xml`,
        `<comment><comment>On ${collection}</comment></comment>`,
      );
      expect(res.status, `${collection}: ${res.text}`).toBe(201);
      expect(res.text).toBe('');
      const commentId = idFromLocation(res.headers['location']);
      expect(res.headers['location']).toBe(`${env.service.url}/service/comments/${commentId}.xml`);
      expect(await show(commentId)).toMatchObject({
        id: commentId,
        comment: `On ${collection}`,
        user: 'Test Admin',
        recordId: id,
      });
    }
    const stored = await env.db
      .selectFrom('comments')
      .select(['record_kind', 'record_id', 'user_id', 'author_name'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual(
      records.map(([, kind, id]) => ({
        record_kind: kind,
        record_id: id,
        user_id: env.service.scope.userId,
        author_name: 'Test Admin',
      })),
    );
  });

  it('reads the text from the nested and flat XML forms and from form bodies', async () => {
    const bodies: [string, string | undefined, string][] = [
      ['<comment><comment>nested</comment></comment>', undefined, 'nested'],
      ['<comment>flat</comment>', undefined, 'flat'],
      ['comment%5Bcomment%5D=form+nested', 'application/x-www-form-urlencoded', 'form nested'],
      ['comment=form+flat', 'application/x-www-form-urlencoded', 'form flat'],
      [
        '\uFEFF<?xml version="1.0" encoding="utf-8"?><comment><comment>caf\u00e9 &amp; more</comment></comment>',
        'text/xml',
        'caf\u00e9 & more',
      ],
    ];
    for (const [body, contentType, expected] of bodies) {
      const res = await post(`/service/companies/${company}/comments.xml`, body, contentType);
      expect(res.status, body).toBe(201);
      expect((await show(idFromLocation(res.headers['location']))).comment).toBe(expected);
    }
  });

  it('shows a comment alone and in the list as the <mega_comment> records embed, in the account offset', async () => {
    await env.db
      .updateTable('accounts')
      .set({ utc_offset_minutes: -240 })
      .where('id', '=', env.service.scope.accountId)
      .execute();
    const id = idFromLocation(
      (
        await post(
          `/service/companies/${company}/comments.xml`,
          '<comment><comment>Hi</comment></comment>',
        )
      ).headers['location'],
    );
    const res = await request('GET', `/service/comments/${id}.xml`);
    expect(res.xml!.name).toBe('mega_comment');
    expect(res.xml!.children.map((c) => c.name)).toEqual([
      'id',
      'comment',
      'user',
      'created_at',
      'record_id',
    ]);
    expect(res.xml!.children[3]!.text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -0400$/);
    // Byte for byte the element the company embeds, and the one the list holds.
    const alone = res.text.slice(res.text.indexOf('<mega_comment>'));
    const embed = (await request('GET', `/service/companies/${company}.xml`)).text;
    expect(embed).toContain(`<mega_comments type="array">${alone}</mega_comments>`);
    const list = await request('GET', '/service/comments.xml');
    expect(list.xml!.name).toBe('mega_comments');
    expect(list.text).toContain(`<mega_comments type="array">${alone}</mega_comments>`);
  });

  it('refuses blank text with 422 and creates nothing', async () => {
    for (const body of [
      '<comment><comment>   </comment></comment>',
      '<comment><comment/></comment>',
      '<comment/>',
      '<comment><comment nil="true"/></comment>',
    ]) {
      const res = await post(`/service/companies/${company}/comments.xml`, body);
      expect(res.status, body).toBe(422);
      expect(decodeErrorDocument(res.text)).toEqual(["Comment can't be blank"]);
    }
    expect(
      (await post(`/service/companies/${company}/comments.xml`, '<note>text</note>')).status,
    ).toBe(422);
    expect(
      (await post(`/service/companies/${company}/comments.xml`, '<comment><comment>x</comment>'))
        .status,
    ).toBe(400);
    expect(await env.db.selectFrom('comments').select('id').execute()).toEqual([]);
  });

  it('answers 404 for a missing parent, the wrong kind, another account’s record, or a collection without comments', async () => {
    const eve = await env.service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const theirs = await env.company('Theirs', eve.scope.accountId);
    for (const path of [
      '/service/companies/99999/comments.xml',
      `/service/people/${company}/comments.xml`,
      `/service/companies/${theirs}/comments.xml`,
      `/service/tags/${company}/comments.xml`,
      `/service/users/${company}/comments.xml`,
      '/service/companies/abc/comments.xml',
    ]) {
      const res = await post(path, '<comment><comment>x</comment></comment>');
      expect(res.status, path).toBe(404);
      expect(decodeErrorDocument(res.text)).toHaveLength(1);
    }
    expect(await env.db.selectFrom('comments').select('id').execute()).toEqual([]);
  });

  it('updates (200, empty body) and destroys (200), touching the record each time', async () => {
    const communication = idFromLocation(
      (
        await post(
          '/service/communications.xml',
          '<communication><ctype>note</ctype></communication>',
        )
      ).headers['location'],
    );
    const etag = async () =>
      (await request('GET', `/service/communications/${communication}.xml`)).headers['etag'];
    const id = idFromLocation(
      (
        await post(
          `/service/communications/${communication}/comments.xml`,
          '<comment><comment>draft</comment></comment>',
        )
      ).headers['location'],
    );
    expect(await etag()).toBe('"v2"');

    const updated = await request('PUT', `/service/comments/${id}.xml`, {
      body: '<comment><comment>final</comment></comment>',
    });
    expect(updated.status).toBe(200);
    expect(updated.text).toBe('');
    expect((await show(id)).comment).toBe('final');
    expect(await etag()).toBe('"v3"');
    const byForm = await request('PUT', `/service/comments/${id}.xml`, {
      body: 'comment[comment]=by form',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(byForm.status).toBe(200);
    expect((await show(id)).comment).toBe('by form');

    const blank = await request('PUT', `/service/comments/${id}.xml`, {
      body: '<comment><comment> </comment></comment>',
    });
    expect(blank.status).toBe(422);
    expect((await show(id)).comment).toBe('by form');

    const deleted = await request('DELETE', `/service/comments/${id}.xml`);
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
    expect(await etag()).toBe('"v5"');
    for (const method of ['GET', 'DELETE'])
      expect((await request(method, `/service/comments/${id}.xml`)).status).toBe(404);
    expect(
      (
        await request('PUT', `/service/comments/${id}.xml`, {
          body: '<comment><comment>x</comment></comment>',
        })
      ).status,
    ).toBe(404);
  });

  it('names the current user as the author and keeps comments within their account', async () => {
    const bob = await env.service.addUser('Bob Colleague', 'bob@example.com');
    const id = idFromLocation(
      (
        await post(
          `/service/companies/${company}/comments.xml`,
          '<comment><comment>from Bob</comment></comment>',
          undefined,
          bob.token,
        )
      ).headers['location'],
    );
    expect((await show(id)).user).toBe('Bob Colleague');

    const eve = await env.service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const asEve = { token: eve.token };
    expect((await request('GET', `/service/comments/${id}.xml`, asEve)).status).toBe(404);
    expect(
      (
        await request('PUT', `/service/comments/${id}.xml`, {
          ...asEve,
          body: '<comment><comment>mine now</comment></comment>',
        })
      ).status,
    ).toBe(404);
    expect((await request('DELETE', `/service/comments/${id}.xml`, asEve)).status).toBe(404);
    expect((await show(id)).comment).toBe('from Bob');
    for (const path of ['/service/comments/99999.xml', '/service/comments/x.xml'])
      expect((await request('GET', path)).status).toBe(404);
  });

  it('disappears with its record', async () => {
    const communication = idFromLocation(
      (
        await post(
          '/service/communications.xml',
          '<communication><ctype>note</ctype></communication>',
        )
      ).headers['location'],
    );
    const id = idFromLocation(
      (
        await post(
          `/service/communications/${communication}/comments.xml`,
          '<comment><comment>bye</comment></comment>',
        )
      ).headers['location'],
    );
    await request('DELETE', `/service/communications/${communication}.xml`);
    expect((await request('GET', `/service/comments/${id}.xml`)).status).toBe(404);
  });
});
