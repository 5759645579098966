import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decodeSavedView,
  decodeSavedViewList,
  encodeSavedViewWrite,
  type SavedViewWrite,
} from '#xml/savedView';
import { createdId, errorsOf } from '../testing/contactRoutes';
import { startTestService, type TestService } from '../testing/serviceHarness';

describe('saved views (/service/account/views)', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService();
  });
  afterEach(() => service.close());

  const post = (write: SavedViewWrite, token?: string) =>
    service.request('POST', '/service/account/views.xml', {
      body: encodeSavedViewWrite(write),
      token,
    });
  const create = async (write: SavedViewWrite, token?: string) =>
    createdId(await post(write, token));

  it('creates a view (201 with its Location) and shows it as XML', async () => {
    const res = await post({
      name: ' Open deals ',
      list: 'deals',
      address: '?status=pending&sort=-amount',
      pinned: true,
    });
    const id = createdId(res);
    expect(String(res.headers['location'])).toMatch(/\/service\/account\/views\/\d+\.xml$/);
    const shown = await service.request('GET', `/service/account/views/${id}.xml`);
    expect(shown.status).toBe(200);
    expect(decodeSavedView(shown.xml!)).toMatchObject({
      id,
      name: 'Open deals',
      list: 'deals',
      address: 'status=pending&sort=-amount',
      shared: false,
      pinned: true,
      ownerId: service.scope.userId,
      ownerName: 'Test Admin',
      mine: true,
    });
    expect(shown.text).toContain('<shared type="boolean">false</shared>');
  });

  it('lists own and shared views, of one list when asked; an unknown list is a 400', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const mine = await create({ name: 'Mine', list: 'people' });
    const bobsShared = await create({ name: 'Team', list: 'deals', shared: true }, bob.token);
    await create({ name: 'Bob only', list: 'deals' }, bob.token);
    const all = await service.request('GET', '/service/account/views.xml');
    expect(all.xml!.attrs['type']).toBe('array');
    expect(decodeSavedViewList(all.xml!).map((v) => [v.id, v.mine])).toEqual([
      [mine, true],
      [bobsShared, false],
    ]);
    const deals = await service.request('GET', '/service/account/views.xml?list=deals');
    expect(decodeSavedViewList(deals.xml!).map((v) => v.id)).toEqual([bobsShared]);
    const bad = await service.request('GET', '/service/account/views.xml?list=nothing');
    expect(bad.status).toBe(400);
  });

  it('lets only the owner change or delete a shared view (403), and hides personal ones (404)', async () => {
    const bob = await service.addUser('Bob', 'bob@example.com');
    const eve = await service.addUser('Eve', 'eve@example.org', { newAccount: true });
    const shared = await create({ name: 'Team', list: 'todos', shared: true });
    const personal = await create({ name: 'Mine', list: 'todos' });
    const rename = encodeSavedViewWrite({ name: 'Taken over' });
    const path = (id: number) => `/service/account/views/${id}.xml`;

    expect((await service.request('GET', path(shared), { token: bob.token })).status).toBe(200);
    const put = await service.request('PUT', path(shared), { body: rename, token: bob.token });
    expect(put.status).toBe(403);
    expect(errorsOf(put)).toEqual(['Only the user who saved this view may change or delete it']);
    expect((await service.request('DELETE', path(shared), { token: bob.token })).status).toBe(403);
    for (const [id, token] of [
      [personal, bob.token],
      [shared, eve.token],
    ] as const) {
      expect((await service.request('GET', path(id), { token })).status).toBe(404);
      expect((await service.request('PUT', path(id), { body: rename, token })).status).toBe(404);
      expect((await service.request('DELETE', path(id), { token })).status).toBe(404);
    }

    const own = await service.request('PUT', path(shared), {
      body: encodeSavedViewWrite({ name: 'Renamed', shared: false }),
    });
    expect(own.status).toBe(200);
    expect(decodeSavedView((await service.request('GET', path(shared))).xml!)).toMatchObject({
      name: 'Renamed',
      shared: false,
      list: 'todos',
    });
    expect((await service.request('GET', path(shared), { token: bob.token })).status).toBe(404);
    expect((await service.request('DELETE', path(shared))).status).toBe(200);
    expect((await service.request('GET', path(shared))).status).toBe(404);
  });

  it('refuses what breaks a limit with 422 and keeps nothing', async () => {
    const cases: [string, string][] = [
      ['<view><list>deals</list></view>', "Name can't be blank"],
      ['<view><name>  </name><list>deals</list></view>', "Name can't be blank"],
      [
        `<view><name>${'n'.repeat(101)}</name><list>deals</list></view>`,
        'Name is too long (at most 100 characters)',
      ],
      ['<view><name>x</name></view>', "List can't be blank"],
      [
        '<view><name>x</name><list>invoices</list></view>',
        'List must be one of companies, people, deals, pipeline, todos, communications (got "invoices")',
      ],
      [
        `<view><name>x</name><list>deals</list><address>${'é'.repeat(1025)}</address></view>`,
        'Address is too long (at most 2,048 bytes)',
      ],
      [
        `<view><name>x</name><list>pipeline</list><columns>${'c'.repeat(2049)}</columns></view>`,
        'Columns is too long (at most 2,048 bytes)',
      ],
      [
        '<view><name>x</name><list>deals</list><shared>maybe</shared></view>',
        'Shared must be true or false',
      ],
      ['<company><name>x</name></company>', 'Expected a <view> element, got <company>'],
    ];
    for (const [body, message] of cases) {
      const res = await service.request('POST', '/service/account/views.xml', { body });
      expect(res.status, body.slice(0, 80)).toBe(422);
      expect(errorsOf(res)).toEqual([message]);
    }
    // 100 characters and 2,048 bytes are within the limits.
    await create({ name: 'n'.repeat(100), list: 'deals', address: 'é'.repeat(1024) });
    const listed = await service.request('GET', '/service/account/views.xml');
    expect(decodeSavedViewList(listed.xml!)).toHaveLength(1);
  });

  it('answers 404 for an id that cannot be a view', async () => {
    expect((await service.request('GET', '/service/account/views/abc.xml')).status).toBe(404);
  });
});
