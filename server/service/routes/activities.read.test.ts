import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '#xml/activity';
import { decodeErrorDocument } from '#xml/errorDocument';
import { startTestService, type TestService } from '../testing/serviceHarness';
import { activityCalls } from '../testing/activityCalls';
import { selectPage } from '../store/sql/activities';
import { CompiledQuery } from 'kysely';

describe('activity stream', () => {
  let service: TestService;

  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const { send, create, list, recent } = activityCalls(() => service);

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
      'deal_contact_id=1,2',
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

  it('lists the entries of the deals a contact is the party or a related contact of (deal_contact_id)', async () => {
    const acme = await create('companies', '<company><name>Acme</name></company>');
    const other = await create('companies', '<company><name>Other</name></company>');
    const party = await create(
      'deals',
      `<deal><title>Party deal</title><status>pending</status><deal_with_id>${acme}</deal_with_id></deal>`,
    );
    const related = await create(
      'deals',
      '<deal><title>Related deal</title><status>pending</status></deal>',
    );
    await send('PUT', `/service/deals/${related}/add_related_contact.xml?contact_id=${acme}`);
    await create(
      'deals',
      `<deal><title>Not theirs</title><status>pending</status><deal_with_id>${other}</deal_with_id></deal>`,
    );
    await send('PUT', `/service/deals/${party}.xml`, '<deal><status>won</status></deal>');
    await send('PUT', `/service/companies/${acme}/add_tag.xml`, '<tag>vip</tag>');

    const entries = await recent(`?deal_contact_id=${acme}`);
    expect(entries.map((a) => `${a.recordType} ${a.name}: ${a.kind}`)).toEqual([
      'Deal Party deal: updated',
      'Deal Related deal: related_contact_added',
      'Deal Related deal: created',
      'Deal Party deal: created',
    ]);
    expect(entries[0]!.changes).toEqual([{ field: 'status', old: 'pending', new: 'won' }]);
    expect((await recent(`?deal_contact_id=${acme}&limit=1&offset=1`)).map((a) => a.name)).toEqual([
      'Related deal',
    ]);
    expect(await recent(`?deal_contact_id=${other + 1000}`)).toEqual([]);
    if (service.backend === 'sqlite') {
      // Through each deal's entries, not a walk of the whole account's log.
      const page = selectPage(
        service.store.db.kysely,
        service.scope,
        { dealsOfContact: acme },
        { offset: 0, limit: 25 },
      ).compile();
      const plan = await service.store.db.kysely.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${page.sql}`, [...page.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /SEARCH activities USING INDEX activities_by_record/,
      );
    }
  });
});
