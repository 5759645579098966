import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SuperTagDefinition } from '#xml/superTag';
import type { Scope } from '../scope';
import type { TagStore } from '../tagStore';
import { InvalidSuperTagDefinition } from '../tagStore';
import { areaTestStore, type AreaTestStore } from './testing/areaTestStore';

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
    expect(await tags.addTags(scope, 'person', person, ['vip', 'Lead'])).toBe('ok');
    expect(await tags.addTags(scope, 'company', company, ['VIP', 'alpha'])).toBe('ok');
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
    expect(await tags.addTags(scope, 'deal', theirs, ['x'])).toBe('record_not_found');
    expect(await tags.removeTags(scope, 'deal', theirs, ['shared'])).toBe('record_not_found');
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
    expect(await tags.removeTags(scope, 'todo', todo, ['a'])).toBe('ok');
    expect(await t.version('todo', todo)).toBe(v0 + 2);
    expect(await tags.removeTags(scope, 'todo', todo, ['a'])).toBe('ok');
    expect(await t.version('todo', todo)).toBe(v0 + 2);
    expect(await tags.removeTags(scope, 'todo', todo, ['never existed'])).toBe('tag_not_found');
  });

  it('loads the tags of many records in one query, values in field order', async () => {
    await tags.defineSuperTag(scope.accountId, PROFILE);
    const ids = await Promise.all([1, 2, 3].map(() => t.record('company')));
    await tags.addTags(scope, 'company', ids[0]!, ['plain']);
    await tags.putRecordSuperTag(scope, 'company', ids[0]!, 'profile', () => ({
      Blog: 'http://b',
      Interest: ['chess', 'golf'],
    }));
    await tags.putRecordSuperTag(scope, 'company', ids[1]!, 'Profile', () => ({ Notes: 'n' }));
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
    await tags.putRecordSuperTag(scope, 'person', person, 'Profile', () => ({ Notes: 'kept?' }));
    await tags.removeTags(scope, 'person', person, ['profile']);
    await tags.addTags(scope, 'person', person, ['Profile']);
    expect((await tags.recordSuperTags(scope, 'person', person))![0]!.fields).toEqual([]);
  });

  it('redefines a SuperTag keeping values of fields that stay, pruning dropped options', async () => {
    const tagId = await tags.defineSuperTag(scope.accountId, PROFILE);
    const deal = await t.record('deal');
    await tags.putRecordSuperTag(scope, 'deal', deal, 'Profile', () => ({
      Interest: ['golf', 'chess'],
      Notes: 'n',
      Blog: 'b',
    }));
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
    expect(again).toBe(tagId);
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
    await expect(
      tags.defineSuperTag(scope.accountId, {
        name: 'x',
        fields: [
          { name: 'a b', type: 'Text', options: [], text: '' },
          { name: 'A_B', type: 'Text', options: [], text: '' },
        ],
      }),
    ).rejects.toThrow(InvalidSuperTagDefinition);
    await expect(tags.defineSuperTag(scope.accountId, { name: '', fields: [] })).rejects.toThrow(
      "SuperTag name can't be blank",
    );
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
    expect(await tags.putRecordSuperTag(scope, 'person', person, 'plain', () => ({}))).toBe(
      'supertag_not_found',
    );
    expect(await tags.putRecordSuperTag(other, 'person', person, 'Profile', () => ({}))).toBe(
      'record_not_found',
    );
  });

  it('updates only the fields given and clears with empty values', async () => {
    await tags.defineSuperTag(scope.accountId, PROFILE);
    const person = await t.record('person');
    await tags.putRecordSuperTag(scope, 'person', person, 'Profile', () => ({
      Notes: 'a',
      Blog: 'b',
      Interest: ['golf'],
    }));
    const v = await t.version('person', person);
    await tags.putRecordSuperTag(scope, 'person', person, 'Profile', () => ({ Notes: 'a' }));
    expect(await t.version('person', person)).toBe(v);
    await tags.putRecordSuperTag(scope, 'person', person, 'Profile', () => ({
      Blog: '',
      Interest: [],
    }));
    expect(await t.version('person', person)).toBe(v + 1);
    expect((await tags.recordSuperTags(scope, 'person', person))![0]!.fields).toEqual([
      { kind: 'text', element: 'Notes', value: 'a' },
    ]);
    expect(await tags.removeRecordSuperTag(scope, 'person', person, 'profile')).toBe('ok');
    expect(await tags.recordSuperTags(scope, 'person', person)).toEqual([]);
    expect(await t.version('person', person)).toBe(v + 2);
    expect(await tags.removeRecordSuperTag(scope, 'person', person, 'profile')).toBe('ok');
    expect(await t.version('person', person)).toBe(v + 2);
  });
});
