import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_VIEWS_LISTED, MAX_VIEWS_PER_USER } from '#xml/savedView';
import { hashToken } from '../../auth/token';
import type { Scope } from '../scope';
import type { Store } from '../store';
import { writtenValue } from '../testing/writtenValue';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';

describe('sqlSavedViewStore', () => {
  let t: AreaTestStore;
  let views: Store['savedViews'];
  let scope: Scope;
  let colleague: Scope;

  const create = async (s: Scope, name: string, extra: { shared?: boolean } = {}) =>
    writtenValue(
      await views.createView(s, { name, list: 'deals', address: 'status=pending', ...extra }),
    );

  beforeEach(async () => {
    t = await areaTestStore();
    scope = t.scope;
    views = t.store.savedViews;
    const userId = writtenValue(
      await t.store.accounts.createUser(
        scope.accountId,
        { name: 'Colleague', email: 'colleague@example.com' },
        hashToken(`colleague-${Math.random()}`),
      ),
    );
    colleague = { accountId: scope.accountId, userId };
  });
  afterEach(() => t.close());

  it('keeps a view with its fields and owner, and lists it for its owner', async () => {
    const id = await create(scope, 'Open deals', { shared: false });
    const view = await views.findView(scope, id);
    expect(view).toMatchObject({
      id,
      name: 'Open deals',
      list: 'deals',
      address: 'status=pending',
      columns: '',
      shared: false,
      pinned: false,
      ownerId: scope.userId,
      ownerName: 'one user',
      mine: true,
    });
    expect((await views.listViews(scope)).views.map((v) => v.id)).toEqual([id]);
  });

  it('shows a personal view to nobody else, and a shared one to the account only', async () => {
    const personal = await create(scope, 'Mine');
    const shared = await create(scope, 'Team', { shared: true });
    expect((await views.listViews(colleague)).views.map((v) => [v.id, v.mine])).toEqual([
      [shared, false],
    ]);
    expect(await views.findView(colleague, personal)).toBeNull();
    expect(await views.findView(t.other, shared)).toBeNull();
    expect((await views.listViews(t.other)).views).toEqual([]);
  });

  it('filters by list', async () => {
    const deals = await create(scope, 'Deals');
    writtenValue(await views.createView(scope, { name: 'People', list: 'people' }));
    expect((await views.listViews(scope, 'deals')).views.map((v) => v.id)).toEqual([deals]);
  });

  it('lets only the owner change or delete; another user sees not_owner or not_found', async () => {
    const shared = await create(scope, 'Team', { shared: true });
    const personal = await create(scope, 'Mine');
    expect(await views.updateView(colleague, shared, { name: 'Taken' })).toEqual({
      status: 'not_owner',
    });
    expect(await views.deleteView(colleague, shared)).toEqual({ status: 'not_owner' });
    expect((await views.updateView(colleague, personal, { name: 'x' })).status).toBe('not_found');
    expect((await views.deleteView(t.other, shared)).status).toBe('not_found');
    expect((await views.findView(scope, shared))?.name).toBe('Team');

    expect(
      (await views.updateView(scope, shared, { name: 'Renamed', pinned: true, shared: false }))
        .status,
    ).toBe('ok');
    expect(await views.findView(scope, shared)).toMatchObject({
      name: 'Renamed',
      pinned: true,
      shared: false,
      address: 'status=pending',
    });
    expect((await views.deleteView(scope, shared)).status).toBe('ok');
    expect(await views.findView(scope, shared)).toBeNull();
  });

  it(`refuses a user's view past ${MAX_VIEWS_PER_USER}, and counts each user apart`, async () => {
    await t.store.db.kysely
      .insertInto('saved_views')
      .values(
        Array.from({ length: MAX_VIEWS_PER_USER }, (_, i) => ({
          account_id: scope.accountId,
          user_id: scope.userId,
          name: `View ${i}`,
          list: 'companies',
          created_at: 1,
          updated_at: 1,
        })),
      )
      .execute();
    const refused = await views.createView(scope, { name: 'One more', list: 'companies' });
    expect(refused.status).toBe('invalid');
    expect((await views.createView(colleague, { name: 'Theirs', list: 'todos' })).status).toBe(
      'ok',
    );
  });

  it(`answers at most ${MAX_VIEWS_LISTED} views and says when there are more`, async () => {
    const rows = (userId: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        account_id: scope.accountId,
        user_id: userId,
        name: `View ${i}`,
        list: 'companies',
        shared: 1,
        created_at: 1,
        updated_at: 1,
      }));
    await t.store.db.kysely.insertInto('saved_views').values(rows(scope.userId, 200)).execute();
    await t.store.db.kysely
      .insertInto('saved_views')
      .values(rows(colleague.userId, MAX_VIEWS_LISTED - 200))
      .execute();
    expect((await views.listViews(scope)).truncated).toBe(false);
    await t.store.db.kysely.insertInto('saved_views').values(rows(colleague.userId, 1)).execute();
    const page = await views.listViews(scope);
    expect(page.views).toHaveLength(MAX_VIEWS_LISTED);
    expect(page.truncated).toBe(true);
  });

  it("goes with its owner's account", async () => {
    await create(t.other, 'Theirs');
    await t.store.db.kysely.deleteFrom('accounts').where('id', '=', t.other.accountId).execute();
    const left = await t.store.db.kysely.selectFrom('saved_views').select('id').execute();
    expect(left).toEqual([]);
  });
});
