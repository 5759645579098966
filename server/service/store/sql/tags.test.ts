import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SuperTagDefinition } from '#xml/superTag';
import type { Scope } from '../scope';
import { writtenValue } from '../testing/writtenValue';
import { WRITTEN } from '../writeResult';
import type { TagStore } from '../tagStore';
import { areaTestStore, putValues, type AreaTestStore } from './testing/areaTestStore';

const PROFILE: SuperTagDefinition = {
  name: 'Profile',
  fields: [
    { name: 'Interest', type: 'Multiple choice', options: ['golf', 'sailing', 'chess'], text: '' },
    { name: 'Notes', type: 'Text', options: [], text: '' },
    { name: 'Blog', type: 'Text', options: [], text: '' },
  ],
};

describe('sqlTagStore', () => {
  let t: AreaTestStore;
  let tags: TagStore;
  let scope: Scope;
  let other: Scope;
  const executed = () => t.store.db.executed;

  beforeEach(async () => {
    t = await areaTestStore();
    ({ scope, other } = t);
    tags = t.store.tags;
  });
  afterEach(() => t.close());

  it('creates tags on add, once per name ignoring case, and lists them by name', async () => {
    const person = await t.record('person');
    const company = await t.record('company');
    expect(await tags.addTags(scope, 'person', person, ['vip', 'Lead'])).toEqual(WRITTEN);
    expect(await tags.addTags(scope, 'company', company, ['VIP', 'alpha'])).toEqual(WRITTEN);
    const list = await tags.listTags(scope);
    expect(list.map((t) => t.name)).toEqual(['alpha', 'Lead', 'vip']);
    expect((await tags.getTag(scope, 'LEAD'))?.name).toBe('Lead');
    expect(
      (await tags.recordTagsOf(scope, 'company', [company])).get(company)!.map((t) => t.name),
    ).toEqual(['alpha', 'vip']);
  });

  it('keeps accounts apart: same name, two tags; other records are not found', async () => {
    const mine = await t.record('deal');
    const theirs = await t.record('deal', other.accountId);
    await tags.addTags(scope, 'deal', mine, ['shared']);
    await tags.addTags(other, 'deal', theirs, ['shared']);
    const [a, b] = [await tags.getTag(scope, 'shared'), await tags.getTag(other, 'shared')];
    expect(a!.id).not.toBe(b!.id);
    expect(await tags.addTags(scope, 'deal', theirs, ['x'])).toEqual({
      status: 'not_found',
      missing: 'record',
    });
    expect(await tags.removeTags(scope, 'deal', theirs, ['shared'])).toEqual({
      status: 'not_found',
      missing: 'record',
    });
    expect((await tags.recordTagsOf(scope, 'deal', [theirs])).get(theirs)).toEqual([]);
    expect((await tags.listTags(other)).map((t) => t.name)).toEqual(['shared']);
  });

  it('touches the record only when a tag is really added or removed', async () => {
    const todo = await t.record('todo');
    const v0 = await t.version('todo', todo);
    await tags.addTags(scope, 'todo', todo, ['a']);
    expect(await t.version('todo', todo)).toBe(v0 + 1);
    await tags.addTags(scope, 'todo', todo, ['A']);
    expect(await t.version('todo', todo)).toBe(v0 + 1);
    expect(await tags.removeTags(scope, 'todo', todo, ['a'])).toEqual(WRITTEN);
    expect(await t.version('todo', todo)).toBe(v0 + 2);
    expect(await tags.removeTags(scope, 'todo', todo, ['a'])).toEqual(WRITTEN);
    expect(await t.version('todo', todo)).toBe(v0 + 2);
    expect(await tags.removeTags(scope, 'todo', todo, ['never existed'])).toEqual({
      status: 'not_found',
      missing: 'tag',
    });
  });

  it('loads the tags of many records in one query, values in field order', async () => {
    await tags.defineSuperTag(scope.accountId, PROFILE);
    const ids = await Promise.all([1, 2, 3].map(() => t.record('company')));
    await tags.addTags(scope, 'company', ids[0]!, ['plain']);
    await putValues(tags, scope, 'company', ids[0]!, 'profile', {
      Blog: 'http://b',
      Interest: ['chess', 'golf'],
    });
    await putValues(tags, scope, 'company', ids[1]!, 'Profile', { Notes: 'n' });
    const before = executed();
    const byId = await tags.recordTagsOf(scope, 'company', ids);
    expect(executed() - before).toBe(1);
    const profileId = (await tags.getTag(scope, 'Profile'))!.id;
    expect(byId.get(ids[0]!)).toEqual([
      { id: (await tags.getTag(scope, 'plain'))!.id, name: 'plain', supertag: false, fields: [] },
      {
        id: profileId,
        name: 'Profile',
        supertag: true,
        fields: [
          { kind: 'choices', element: 'Interests', item: 'Interest', values: ['chess', 'golf'] },
          { kind: 'text', element: 'Blog', value: 'http://b' },
        ],
      },
    ]);
    expect(byId.get(ids[1]!)).toEqual([
      {
        id: profileId,
        name: 'Profile',
        supertag: true,
        fields: [{ kind: 'text', element: 'Notes', value: 'n' }],
      },
    ]);
    expect(byId.get(ids[2]!)).toEqual([]);
  });

  it('needs one query for plain tags, none for no ids', async () => {
    const person = await t.record('person');
    await tags.addTags(scope, 'person', person, ['a']);
    const before = executed();
    await tags.recordTagsOf(scope, 'person', [person]);
    expect(await tags.recordTagsOf(scope, 'person', [])).toEqual(new Map());
    expect(executed() - before).toBe(1);
  });

  it('removing a SuperTag tag removes the record values with it', async () => {
    await tags.defineSuperTag(scope.accountId, PROFILE);
    const person = await t.record('person');
    await putValues(tags, scope, 'person', person, 'Profile', { Notes: 'kept?' });
    await tags.removeTags(scope, 'person', person, ['profile']);
    await tags.addTags(scope, 'person', person, ['Profile']);
    expect((await tags.recordSuperTags(scope, 'person', person))![0]!.fields).toEqual([]);
  });

  it('redefines a SuperTag keeping values of fields that stay, pruning dropped options', async () => {
    const tagId = writtenValue(await tags.defineSuperTag(scope.accountId, PROFILE));
    const deal = await t.record('deal');
    await putValues(tags, scope, 'deal', deal, 'Profile', {
      Interest: ['golf', 'chess'],
      Notes: 'n',
      Blog: 'b',
    });
    const before = await t.version('deal', deal);
    const again = await tags.defineSuperTag(scope.accountId, {
      name: 'profile',
      fields: [
        { name: 'notes', type: 'text', options: [], text: '' },
        { name: 'Interest', type: 'Multiple choice', options: ['golf', 'tennis'], text: '' },
        { name: 'Blog', type: 'Multiple choice', options: ['b'], text: '' },
        { name: 'New one', type: 'Text', options: [], text: '' },
      ],
    });
    expect(again).toEqual({ status: 'ok', value: tagId });
    expect(await t.version('deal', deal)).toBeGreaterThan(before);
    expect(await tags.getSuperTag(scope.accountId, 'PROFILE')).toEqual({
      name: 'profile',
      fields: [
        { name: 'notes', type: 'Text', options: [], text: '' },
        { name: 'Interest', type: 'Multiple choice', options: ['golf', 'tennis'], text: '' },
        { name: 'Blog', type: 'Multiple choice', options: ['b'], text: '' },
        { name: 'New one', type: 'Text', options: [], text: '' },
      ],
    });
    // Notes kept (same element), Interest pruned to golf, Blog dropped (type changed).
    expect((await tags.recordSuperTags(scope, 'deal', deal))![0]!.fields).toEqual([
      { kind: 'text', element: 'notes', value: 'n' },
      { kind: 'choices', element: 'Interests', item: 'Interest', values: ['golf'] },
    ]);
  });

  it('turns a plain tag into a SuperTag and lists definitions by name', async () => {
    const company = await t.record('company');
    await tags.addTags(scope, 'company', company, ['zeta']);
    await tags.defineSuperTag(scope.accountId, { name: 'zeta', fields: [] });
    await tags.defineSuperTag(scope.accountId, PROFILE);
    expect((await tags.listSuperTags(scope.accountId)).map((d) => d.name)).toEqual([
      'Profile',
      'zeta',
    ]);
    expect((await tags.recordTagsOf(scope, 'company', [company])).get(company)![0]!.supertag).toBe(
      true,
    );
    expect(await tags.listSuperTags(other.accountId)).toEqual([]);
    expect(await tags.getSuperTag(scope.accountId, 'missing')).toBeNull();
  });

  it('refuses unusable definitions and changes nothing', async () => {
    const clash = await tags.defineSuperTag(scope.accountId, {
      name: 'x',
      fields: [
        { name: 'a b', type: 'Text', options: [], text: '' },
        { name: 'A_B', type: 'Text', options: [], text: '' },
      ],
    });
    expect(clash).toMatchObject({ status: 'invalid', problems: [{ field: 'super_tag' }] });
    expect(await tags.defineSuperTag(scope.accountId, { name: '', fields: [] })).toEqual({
      status: 'invalid',
      problems: [{ field: 'super_tag', message: "SuperTag name can't be blank" }],
    });
    expect(await tags.listTags(scope)).toEqual([]);
  });

  it('puts values atomically: a refusing reader changes nothing', async () => {
    await tags.defineSuperTag(scope.accountId, PROFILE);
    const person = await t.record('person');
    await expect(
      tags.putRecordSuperTag(scope, 'person', person, 'Profile', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await tags.recordSuperTags(scope, 'person', person)).toEqual([]);
    const problems = ['Notes is not a value of this SuperTag'];
    expect(
      await tags.putRecordSuperTag(scope, 'person', person, 'Profile', () => ({
        values: { Notes: 'x' },
        problems,
      })),
    ).toEqual({ status: 'invalid', problems: [{ field: 'super_tag', message: problems[0] }] });
    expect(await tags.recordSuperTags(scope, 'person', person)).toEqual([]);
    expect(await putValues(tags, scope, 'person', person, 'plain', {})).toEqual({
      status: 'not_found',
      missing: 'supertag',
    });
    expect(await putValues(tags, other, 'person', person, 'Profile', {})).toEqual({
      status: 'not_found',
      missing: 'record',
    });
  });

  it('updates only the fields given and clears with empty values', async () => {
    await tags.defineSuperTag(scope.accountId, PROFILE);
    const person = await t.record('person');
    await putValues(tags, scope, 'person', person, 'Profile', {
      Notes: 'a',
      Blog: 'b',
      Interest: ['golf'],
    });
    const v = await t.version('person', person);
    await putValues(tags, scope, 'person', person, 'Profile', { Notes: 'a' });
    expect(await t.version('person', person)).toBe(v);
    await putValues(tags, scope, 'person', person, 'Profile', {
      Blog: '',
      Interest: [],
    });
    expect(await t.version('person', person)).toBe(v + 1);
    expect((await tags.recordSuperTags(scope, 'person', person))![0]!.fields).toEqual([
      { kind: 'text', element: 'Notes', value: 'a' },
    ]);
    expect(await tags.removeRecordSuperTag(scope, 'person', person, 'profile')).toEqual(WRITTEN);
    expect(await tags.recordSuperTags(scope, 'person', person)).toEqual([]);
    expect(await t.version('person', person)).toBe(v + 2);
    expect(await tags.removeRecordSuperTag(scope, 'person', person, 'profile')).toEqual(WRITTEN);
    expect(await t.version('person', person)).toBe(v + 2);
  });
});
