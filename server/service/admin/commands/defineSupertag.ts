import { readFileSync } from 'node:fs';
import type { SuperTagDefinition } from '#xml/superTag';
import { AdminError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseId, requiredOption } from '../args';
import { requireAccount } from '../lookups';
import { parseSuperTagFile } from '../superTagFile';

/** Defines (or redefines) a SuperTag in an account; returns the tag's id. */
export async function defineSupertag(
  ctx: AdminContext,
  input: { accountId: number; definition: SuperTagDefinition },
): Promise<number> {
  await requireAccount(ctx.store, input.accountId);
  const result = await ctx.store.tags.defineSuperTag(input.accountId, input.definition);
  if (result.status === 'ok') return result.value;
  const problems = 'problems' in result ? result.problems : [{ message: result.status }];
  throw new AdminError(
    `The SuperTag was refused:\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
  );
}

export const defineSupertagCommand: AdminCommand = {
  name: 'define-supertag',
  synopsis: 'define-supertag --account ID --file supertag.json',
  summary: 'Creates a SuperTag (or replaces the fields of an existing one) from a definition file.',
  details: [
    'The file is JSON:',
    '  { "name": "Customer profile", "fields": [',
    '      { "name": "Industry", "type": "Multiple choice", "options": ["Software", "Retail"] },',
    '      { "name": "Work blog", "type": "Text" } ] }',
    'or the XML of GET /service/super_tags/{name}.xml:',
    '  <super_tag><name>Customer profile</name><fields>',
    '    <field type="Multiple choice" name="Industry"><option>Software</option></field>',
    '  </fields></super_tag>',
  ],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account', 'file']);
    const accountId = parseId(requiredOption(parsed, 'account'), '--account');
    const file = requiredOption(parsed, 'file');
    return async (ctx) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new AdminError(
          `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const definition = parseSuperTagFile(text, file);
      await defineSupertag(ctx, { accountId, definition });
      ctx.out(
        `SuperTag "${definition.name}" defined in account ${accountId} with ${definition.fields.length} field(s).`,
      );
    };
  },
};
