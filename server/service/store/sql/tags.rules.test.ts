import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scope } from '../scope';
import type { TagStore } from '../tagStore';
import { areaTestStore, putValues, type AreaTestStore } from './testing/areaTestStore';

/** The rules both databases must keep alike: case folding and order of names, and concurrent writers. */
describe('sqlTagStore rules', () => {
  let t: AreaTestStore;
  let tags: TagStore;
  let scope: Scope;

  beforeEach(async () => {
    t = await areaTestStore();
    scope = t.scope;
    tags = t.store.tags;
  });
  afterEach(() => t.close());

  it('folds ASCII case only, and orders names as SQLite NOCASE does (then by byte)', async () => {
    const acme = await t.record('company');
    const other = await t.record('company');
    await tags.addTags(scope, 'company', acme, [
      'vip',
      'VIP',
      'Éclair',
      'éclair',
      'zeta',
      'Alpha',
      '_under',
      '100%',
    ]);
    await tags.addTags(scope, 'company', other, ['Vip']);
    const names = ['100%', '_under', 'Alpha', 'vip', 'zeta', 'Éclair', 'éclair'];
    expect((await tags.listTags(scope)).map((tag) => tag.name)).toEqual(names);
    expect(
      (await tags.recordTagsOf(scope, 'company', [acme])).get(acme)!.map((tag) => tag.name),
    ).toEqual(names);
    expect(
      (await tags.recordTagsOf(scope, 'company', [other])).get(other)!.map((tag) => tag.name),
    ).toEqual(['vip']);
    expect((await tags.getTag(scope, 'vIp'))?.name).toBe('vip');
    // É and é are two letters: only the ASCII ones around them fold.
    expect((await tags.getTag(scope, 'ÉCLAIR'))?.name).toBe('Éclair');
    expect((await tags.getTag(scope, 'éCLAIR'))?.name).toBe('éclair');
    expect(await tags.getTag(scope, 'eclair')).toBeNull();
    expect(await tags.getTag(scope, '%')).toBeNull();
  });

  it('creates a new tag once when many clients add it at once, in any case and order', async () => {
    const records = await Promise.all(Array.from({ length: 8 }, () => t.record('deal')));
    const before = await Promise.all(records.map((id) => t.version('deal', id)));
    await Promise.all(
      records.flatMap((id, i) => [
        tags.addTags(scope, 'deal', id, i % 2 === 0 ? ['Fresh', 'second'] : ['SECOND', 'fresh']),
        // The same tags again on the same record: no second tagging, no second version bump.
        tags.addTags(scope, 'deal', id, ['fresh', 'Second']),
      ]),
    );
    const list = await tags.listTags(scope);
    expect(list.map((tag) => tag.name.toLowerCase())).toEqual(['fresh', 'second']);
    const byRecord = await tags.recordTagsOf(scope, 'deal', records);
    for (const id of records)
      expect(byRecord.get(id)!.map((tag) => tag.id)).toEqual(list.map((tag) => tag.id));
    expect(await Promise.all(records.map((id) => t.version('deal', id)))).toEqual(
      before.map((v) => v + 1),
    );
  });

  it('loses no SuperTag value under concurrent writers of one record', async () => {
    const fields = Array.from({ length: 6 }, (_, i) => ({
      name: `F${i}`,
      type: 'Text',
      options: [],
      text: '',
    }));
    await tags.defineSuperTag(scope.accountId, { name: 'Card', fields });
    const person = await t.record('person');
    const v0 = await t.version('person', person);
    await Promise.all(
      fields.map((field, i) =>
        putValues(tags, scope, 'person', person, 'card', { [field.name]: `v${i}` }),
      ),
    );
    const card = (await tags.recordSuperTags(scope, 'person', person))![0]!;
    expect(card.fields.map((f) => (f.kind === 'text' ? f.value : null))).toEqual(
      fields.map((_, i) => `v${i}`),
    );
    expect(await t.version('person', person)).toBe(v0 + fields.length);
  });
});
