import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSuperTagDefinition } from '#xml/superTag';
import { adminTestContext, type AdminTestContext } from '../../testing/adminCommands';
import { defineSupertagCommand } from './defineSupertag';

describe('define-supertag', () => {
  let ctx: AdminTestContext;
  let accountId: number;
  beforeEach(async () => {
    ctx = await adminTestContext();
    accountId = await ctx.store.accounts.createAccount('Acme');
  });
  afterEach(() => ctx.dispose());

  const file = (name: string, text: string): string => {
    const path = join(ctx.dataDir, name);
    writeFileSync(path, text);
    return path;
  };

  it('defines a SuperTag from a JSON file', async () => {
    const path = file(
      'profile.json',
      JSON.stringify({
        name: 'Customer profile',
        fields: [
          { name: 'Interest', type: 'Multiple choice', options: ['Support, premium', 'Training'] },
          { name: 'Twitter username', type: 'Text' },
        ],
      }),
    );
    expect(
      await ctx.run(defineSupertagCommand, ['--account', String(accountId), '--file', path]),
    ).toEqual([`SuperTag "Customer profile" defined in account ${accountId} with 2 field(s).`]);
    expect(await ctx.store.tags.getSuperTag(accountId, 'customer PROFILE')).toEqual({
      name: 'Customer profile',
      fields: [
        {
          name: 'Interest',
          type: 'Multiple choice',
          options: ['Support, premium', 'Training'],
          text: '',
        },
        { name: 'Twitter username', type: 'Text', options: [], text: '' },
      ],
    });
  });

  it('defines a SuperTag from the XML definition shape, and redefines an existing one', async () => {
    const first = {
      name: 'Social media',
      fields: [{ name: 'Work blog', type: 'Text', options: [], text: '' }],
    };
    await ctx.run(defineSupertagCommand, [
      '--account',
      String(accountId),
      '--file',
      file('a.xml', encodeSuperTagDefinition(first)),
    ]);
    const second = {
      name: 'Social media',
      fields: [...first.fields, { name: 'Twitter username', type: 'Text', options: [], text: '' }],
    };
    await ctx.run(defineSupertagCommand, [
      '--account',
      String(accountId),
      '--file',
      file('b.xml', encodeSuperTagDefinition(second)),
    ]);
    expect(await ctx.store.tags.listSuperTags(accountId)).toEqual([second]);
  });

  it('refuses invalid files, unreadable files and unknown accounts, changing nothing', async () => {
    const bad = file(
      'bad.json',
      JSON.stringify({ name: 'X', fields: [{ name: 'A', type: 'Dropdown' }] }),
    );
    await expect(
      ctx.run(defineSupertagCommand, ['--account', String(accountId), '--file', bad]),
    ).rejects.toThrow(/bad\.json is not a valid SuperTag definition:\n {2}- Field A: type must be/);
    await expect(
      ctx.run(defineSupertagCommand, [
        '--account',
        String(accountId),
        '--file',
        join(ctx.dataDir, 'missing.json'),
      ]),
    ).rejects.toThrow(/Cannot read .*missing\.json/);
    const good = file(
      'good.json',
      JSON.stringify({ name: 'X', fields: [{ name: 'A', type: 'Text' }] }),
    );
    await expect(
      ctx.run(defineSupertagCommand, ['--account', '77', '--file', good]),
    ).rejects.toThrow(/no account 77/);
    expect(await ctx.store.tags.listSuperTags(accountId)).toEqual([]);
    expect(() => defineSupertagCommand.prepare(['--account', '1'])).toThrow(/--file is required/);
  });

  it('refuses field names the API cannot carry, and over-long names, with a message per field', async () => {
    const fields = ['constructor', '__proto__', 'toString', 'x'.repeat(256)].map((name) => ({
      name,
      type: 'Text',
    }));
    const bad = file('reserved.json', JSON.stringify({ name: 'Reserved', fields }));
    const run = ctx.run(defineSupertagCommand, ['--account', String(accountId), '--file', bad]);
    await expect(run).rejects.toThrow(/Field name "constructor" cannot be used/);
    await expect(run).rejects.toThrow(/Field name "__proto__" cannot be used/);
    await expect(run).rejects.toThrow(
      /Field name "toString" cannot be used: requests cannot carry its element <toString>/,
    );
    await expect(run).rejects.toThrow(/is too long \(at most 255 characters\)/);
    expect(await ctx.store.tags.listSuperTags(accountId)).toEqual([]);
  });

  it('is refused by the store too, whoever defines the SuperTag', async () => {
    expect(
      await ctx.store.tags.defineSuperTag(accountId, {
        name: 'Direct',
        fields: [{ name: 'valueOf', type: 'Multiple choice', options: ['a'], text: '' }],
      }),
    ).toMatchObject({ status: 'invalid', problems: [{ field: 'super_tag' }] });
    expect(await ctx.store.tags.listSuperTags(accountId)).toEqual([]);
  });
});
