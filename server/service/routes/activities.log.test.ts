import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/serviceHarness';
import { activityCalls } from '../testing/activityCalls';

describe('activity stream', () => {
  let service: TestService;

  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const { send, create, list, recent, story } = activityCalls(() => service);

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
