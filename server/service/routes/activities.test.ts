import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeActivityList, type Activity } from '#xml/activity';
import { decodeErrorDocument } from '#xml/errorDocument';
import { startTestService, type TestService } from '../testing/serviceHarness';

describe('activity stream', () => {
  let service: TestService;

  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const send = async (method: string, path: string, body?: string, token?: string) => {
    const res = await service.request(method, path, {
      ...(body === undefined ? {} : { body }),
      ...(token === undefined ? {} : { token }),
    });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res;
  };
  const create = async (collection: string, body: string): Promise<number> => {
    const res = await send('POST', `/service/${collection}.xml`, body);
    return Number(/\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
  };
  /** The entries with the console's extensions (`detail=full`: id, kind, changes). */
  const list = async (path: string, token?: string): Promise<Activity[]> => {
    const full = `${path}${path.includes('?') ? '&' : '?'}detail=full`;
    const res = await service.request('GET', full, token === undefined ? {} : { token });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toMatch(/<activities type="array"/);
    return decodeActivityList(res.xml!);
  };
  const recent = (query = '') => list(`/service/activities/recent.xml${query}`);
  /** Oldest first, as kind + description (the stream itself is newest first). */
  const story = (activities: Activity[]) =>
    activities.map((a) => `${a.kind}: ${a.description}`).reverse();

  it('keeps the first 300 characters of a new comment with its activity, and only with detail=full', async () => {
    const id = await create('companies', '<company><name>Talk Co</name></company>');
    const long = `${'é'.repeat(299)}😀tail`;
    await send(
      'POST',
      `/service/companies/${id}/comments.xml`,
      `<comment><comment>${long}</comment></comment>`,
    );
    const [entry] = await list(`/service/companies/${id}/activities.xml`);
    expect(entry).toMatchObject({ kind: 'commented', description: 'Comment added' });
    expect(entry!.changes).toEqual([{ field: 'comment', old: '', new: `${'é'.repeat(299)}😀…` }]);
    const classic = await service.request('GET', `/service/companies/${id}/activities.xml`);
    expect(classic.text).not.toContain('<changes');
  });

  it('logs a company’s whole life, and keeps its history after it is deleted', async () => {
    const id = await create('companies', '<company><name>Acme</name></company>');
    await send(
      'PUT',
      `/service/companies/${id}.xml`,
      '<company><name>Acme Inc</name><notes>n</notes></company>',
    );
    await send(
      'PUT',
      `/service/companies/${id}.xml`,
      '<company><name>Acme Inc</name><notes>n</notes></company>',
    );
    await send('PUT', `/service/companies/${id}/add_tag.xml`, '<tag>vip</tag>');
    await send('PUT', `/service/companies/${id}/add_tag.xml`, '<tag>vip</tag>');
    await send('DELETE', `/service/companies/${id}/remove_tag.xml?tag=vip`);
    await send('DELETE', `/service/companies/${id}/remove_tag.xml?tag=vip`);
    await send(
      'POST',
      `/service/companies/${id}/locations.xml`,
      '<location><label>Work</label><city>Oslo</city></location>',
    );
    await send(
      'PUT',
      `/service/companies/${id}/locations/Work.xml`,
      '<location><city>Bergen</city></location>',
    );
    await send(
      'PUT',
      `/service/companies/${id}/locations/Work.xml`,
      '<location><city>Bergen</city></location>',
    );
    await send('DELETE', `/service/companies/${id}/locations/Work.xml`);
    const comment = await (async () => {
      const res = await send(
        'POST',
        `/service/companies/${id}/comments.xml`,
        '<comment><comment>hi</comment></comment>',
      );
      return Number(/\/(\d+)\.xml$/.exec(String(res.headers['location']))![1]);
    })();
    await send(
      'PUT',
      `/service/comments/${comment}.xml`,
      '<comment><comment>hello</comment></comment>',
    );
    await send(
      'PUT',
      `/service/comments/${comment}.xml`,
      '<comment><comment>hello</comment></comment>',
    );
    await send('DELETE', `/service/comments/${comment}.xml`);
    await send('DELETE', `/service/companies/${id}.xml`);

    const all = await recent('?limit=50');
    expect(story(all)).toEqual([
      'created: Company created',
      'updated: Name and notes changed',
      'tagged: Tag vip added',
      'untagged: Tag vip removed',
      'location_added: Location Work added',
      'location_changed: Location Work changed',
      'location_removed: Location Work removed',
      'commented: Comment added',
      'comment_edited: Comment edited',
      'comment_removed: Comment removed',
      'deleted: Company deleted',
    ]);
    const update = all.find((a) => a.kind === 'updated')!;
    expect(update).toMatchObject({
      name: 'Acme Inc',
      recordType: 'Company',
      recordId: id,
      userName: 'Test Admin',
      userId: service.scope.userId,
      changes: [
        { field: 'name', old: 'Acme', new: 'Acme Inc' },
        { field: 'notes', old: '', new: 'n' },
      ],
    });
    expect(all.find((a) => a.kind === 'commented')!.changes).toEqual([
      { field: 'comment', old: '', new: 'hi' },
    ]);
    expect(all[0]).toMatchObject({ name: 'Acme Inc', kind: 'deleted' });
    expect(all.map((a) => a.id)).toEqual([...all.map((a) => a.id)].sort((a, b) => b - a));

    // The deleted record's history still answers, on both paths.
    expect(await list(`/service/companies/${id}/activities.xml?limit=50`)).toEqual(all);
    expect(await recent(`?record_type=Company&record_id=${id}&limit=50`)).toEqual(all);
    expect(
      (await service.request('GET', `/service/companies/${id + 1000}/activities.xml`)).status,
    ).toBe(404);
    expect((await service.request('GET', `/service/people/${id}/activities.xml`)).status).toBe(404);
    expect((await service.request('GET', `/service/widgets/${id}/activities.xml`)).status).toBe(
      404,
    );
  });

  it('answers the seven documented elements in order, nothing after date, unless detail=full is asked', async () => {
    await service.store.db.kysely
      .updateTable('accounts')
      .set({ utc_offset_minutes: 60 })
      .where('id', '=', service.scope.accountId)
      .execute();
    const id = await create('companies', '<company><name>Acme</name></company>');
    await send('PUT', `/service/companies/${id}/add_tag.xml`, '<tag>vip</tag>');
    for (const path of [
      '/service/activities/recent.xml?page=1',
      `/service/companies/${id}/activities.xml`,
    ]) {
      const res = await service.request('GET', path);
      expect(res.status, res.text).toBe(200);
      const entries = res.xml!.children;
      expect(entries.map((e) => e.name)).toEqual(['activity', 'activity']);
      for (const entry of entries) {
        expect(entry.children.map((c) => c.name)).toEqual([
          'name',
          'description',
          'record_type',
          'record_id',
          'user_name',
          'user_id',
          'date',
        ]);
        expect(entry.children[3]!.attrs).toEqual({ type: 'integer' });
        expect(entry.children[3]!.text).toBe(String(id));
        expect(entry.children[5]!.attrs).toEqual({ type: 'integer' });
        expect(entry.children[5]!.text).toBe(String(service.scope.userId));
        // Format A in the account's offset, as comment times.
        expect(entry.children[6]!.text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0100$/);
      }
      expect(res.text).toMatch(/<\/date><\/activity>/);
      expect(res.text).not.toMatch(/<kind>|<changes|<id /);
    }
    const full = await service.request('GET', '/service/activities/recent.xml?detail=full');
    expect(full.xml!.children[0]!.children.map((c) => c.name).slice(7)).toEqual([
      'id',
      'kind',
      'changes',
    ]);
    for (const path of [
      '/service/activities/recent.xml?detail=changes',
      `/service/companies/${id}/activities.xml?detail=FULL`,
    ]) {
      const res = await service.request('GET', path);
      expect(res.status, path).toBe(400);
      expect(decodeErrorDocument(res.text)[0]).toMatch(/detail must be "full"/);
    }
  });

  it('names every changed field, the last after "and" without a comma', async () => {
    const id = await create('companies', '<company><name>Acme</name></company>');
    const images = '<small_image>https://a.example/s.png</small_image>';
    const body = `<company><name>Acme AS</name><notes>n</notes>${images}</company>`;
    await send('PUT', `/service/companies/${id}.xml`, body);
    expect(story(await recent())).toEqual([
      'created: Company created',
      'updated: Name, notes and small image changed',
    ]);
  });

  it('logs people, deals, to-dos and communications with their own verbs', async () => {
    const person = await create(
      'people',
      '<person><first_name>Ann</first_name><last_name>Lee</last_name><company>Newco</company></person>',
    );
    await send('PUT', `/service/people/${person}.xml`, '<person><title>CEO</title></person>');
    const deal = await create(
      'deals',
      '<deal><title>Big</title><status>pending</status><amount>10</amount></deal>',
    );
    await send(
      'PUT',
      `/service/deals/${deal}.xml`,
      '<deal><status>Won</status><amount>10.00</amount></deal>',
    );
    await send('PUT', `/service/deals/${deal}/add_related_contact.xml?contact_id=${person}`);
    await send('PUT', `/service/deals/${deal}/add_related_contact.xml?contact_id=${person}`);
    await send('DELETE', `/service/deals/${deal}/remove_related_contact.xml?contact_id=${person}`);
    await service.store.tags.defineSuperTag(service.scope.accountId, {
      name: 'Profile',
      fields: [{ name: 'Blog', type: 'Text', options: [], text: '' }],
    });
    await send(
      'PUT',
      `/service/deals/${deal}/super_tags/Profile.xml`,
      '<super_tag><blog>b</blog></super_tag>',
    );
    await send(
      'PUT',
      `/service/deals/${deal}/super_tags/Profile.xml`,
      '<super_tag><blog>b</blog></super_tag>',
    );
    await send(
      'PUT',
      `/service/deals/${deal}/super_tags/Profile.xml`,
      '<super_tag><blog>c</blog></super_tag>',
    );
    await send('DELETE', `/service/deals/${deal}/super_tags/Profile.xml`);
    const todo = await create('todos', '<todo><title>Call</title></todo>');
    await send('PUT', `/service/todos/${todo}.xml`, '<todo><complete>true</complete></todo>');
    await send('PUT', `/service/todos/${todo}/add_related_contact.xml?contact_id=${person}`);
    await send('DELETE', `/service/todos/${todo}/remove_related_contact.xml?contact_id=${person}`);
    await send('DELETE', `/service/todos/${todo}.xml`);
    const note = await create(
      'communications',
      '<communication><subject>Hi</subject><ctype>note</ctype></communication>',
    );
    await send(
      'PUT',
      `/service/communications/${note}/add_participant.xml?contact_id=${person}&role=to`,
    );
    await send(
      'DELETE',
      `/service/communications/${note}/remove_participant.xml?contact_id=${person}&role=to`,
    );
    await send(
      'PUT',
      `/service/communications/${note}.xml`,
      '<communication><subject>Hello</subject></communication>',
    );
    await send('DELETE', `/service/communications/${note}.xml`);

    const all = await recent('?limit=100');
    expect(story(all)).toEqual([
      'created: Company created',
      'created: Person created',
      'updated: Title changed',
      'created: Deal created',
      'updated: Deal won',
      'related_contact_added: Related contact Ann Lee added',
      'related_contact_removed: Related contact Ann Lee removed',
      'super_tag_set: SuperTag Profile applied',
      'super_tag_set: SuperTag Profile changed',
      'super_tag_removed: SuperTag Profile removed',
      'created: To-do created',
      'updated: Complete changed',
      'participant_added: Participant Ann Lee added',
      'participant_removed: Participant Ann Lee removed',
      'deleted: To-do deleted',
      'created: Communication created',
      'participant_added: Participant Ann Lee (to) added',
      'participant_removed: Participant Ann Lee (to) removed',
      'updated: Subject changed',
      'deleted: Communication deleted',
    ]);
    const won = all.find((a) => a.description === 'Deal won')!;
    expect(won).toMatchObject({ name: 'Big', recordType: 'Deal', recordId: deal });
    expect(won.changes).toEqual([{ field: 'status', old: 'pending', new: 'won' }]);
    expect(all.find((a) => a.kind === 'deleted' && a.recordType === 'Todo')).toMatchObject({
      name: 'Call',
      recordId: todo,
    });
    expect(all.find((a) => a.description === 'Subject changed')).toMatchObject({
      name: 'Hello',
      changes: [{ field: 'subject', old: 'Hi', new: 'Hello' }],
    });
    expect(await list(`/service/todos/${todo}/activities.xml`)).toHaveLength(5);
    expect(await list(`/service/communications/${note}/activities.xml`)).toHaveLength(5);
  });

  it('pages by page, offset and limit, and refuses bad paging values', async () => {
    for (let i = 1; i <= 12; i += 1)
      await create('companies', `<company><name>C${i}</name></company>`);
    const names = (activities: Activity[]) => activities.map((a) => a.name);
    expect(names(await recent())).toEqual([
      'C12',
      'C11',
      'C10',
      'C9',
      'C8',
      'C7',
      'C6',
      'C5',
      'C4',
      'C3',
    ]);
    expect(names(await recent('?page=2'))).toEqual(['C2', 'C1']);
    expect(names(await recent('?page=3&limit=5'))).toEqual(['C2', 'C1']);
    expect(names(await recent('?offset=1&limit=2'))).toEqual(['C11', 'C10']);
    expect(await recent('?page=9')).toEqual([]);
    for (const query of [
      'offset=-1',
      'limit=abc',
      'page=0',
      'page=x',
      'page=2&offset=3',
      'since=yesterday',
      'record_type=Lead&record_id=1',
      'record_type=Deal',
      'record_id=1',
      'user_id=me',
    ]) {
      const res = await service.request('GET', `/service/activities/recent.xml?${query}`);
      expect(res.status, query).toBe(400);
      expect(decodeErrorDocument(res.text).length, query).toBeGreaterThan(0);
    }
    expect(
      (await service.request('GET', '/service/companies/1/activities.xml?page=0')).status,
    ).toBe(400);
  });

  it('filters by since and by user, names the user as they were, and never shows another account', async () => {
    const first = await create('companies', '<company><name>Old</name></company>');
    await service.store.db.kysely
      .updateTable('activities')
      .set({ created_at: Date.parse('2026-01-01T00:00:00Z') })
      .execute();
    const other = await service.addUser('Bob Other', 'bob@example.com');
    await send('PUT', `/service/companies/${first}/add_tag.xml`, '<tag>x</tag>', other.token);
    const since = await recent('?since=Jan%2002%2000:00:00%20UTC%202026');
    expect(since.map((a) => a.description)).toEqual(['Tag x added']);
    expect(since[0]).toMatchObject({ userName: 'Bob Other', userId: other.scope.userId });
    expect((await recent(`?user_id=${service.scope.userId}`)).map((a) => a.description)).toEqual([
      'Company created',
    ]);
    const older = await recent('?since=Wed%20Dec%2031%2000:00:00%20UTC%202025');
    expect(older).toHaveLength(2);
    // Format A, as entries are dated (`+` encoded, or the query would read it as a space).
    expect(await recent('?since=2026-01-01%2001:00:00%20%2B0100')).toEqual(older);
    expect(await recent('?since=2026-01-01%2001:00:01%20%2B0100')).toEqual(since);
    expect(older[1]!.date).toBe('2026-01-01T00:00:00Z');

    const stranger = await service.addUser('Eve', 'eve@example.com', { newAccount: true });
    expect(await list('/service/activities/recent.xml', stranger.token)).toEqual([]);
    expect(
      (
        await service.request('GET', `/service/companies/${first}/activities.xml`, {
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    await send(
      'POST',
      '/service/companies.xml',
      '<company><name>Theirs</name></company>',
      stranger.token,
    );
    expect(
      (await list('/service/activities/recent.xml', stranger.token)).map((a) => a.name),
    ).toEqual(['Theirs']);
    expect((await recent()).map((a) => a.name)).not.toContain('Theirs');
  });

  it('logs nothing for a write that is refused or changes nothing', async () => {
    const id = await create('deals', '<deal><title>Same</title><status>pending</status></deal>');
    await send(
      'PUT',
      `/service/deals/${id}.xml`,
      '<deal><title>Same</title><status>Pending</status></deal>',
    );
    expect(
      (
        await service.request('PUT', `/service/deals/${id}.xml`, {
          body: '<deal><status>nope</status></deal>',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await service.request('PUT', `/service/deals/${id + 99}.xml`, {
          body: '<deal><title>x</title></deal>',
        })
      ).status,
    ).toBe(404);
    expect(story(await recent())).toEqual(['created: Deal created']);
  });
});
