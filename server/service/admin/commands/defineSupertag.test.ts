import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSuperTagDefinition } from '#xml/superTag';
import { adminTestContext, type AdminTestContext } from '../testing';
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
});
