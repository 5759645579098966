import type { RecordKind } from '../store/scope';
import { adminScope, seedWritten, type SeedContext } from './seedContext';

async function tag(
  ctx: SeedContext,
  kind: RecordKind,
  id: number,
  names: readonly string[],
): Promise<number> {
  if (names.length === 0) return 0;
  const result = await ctx.store.tags.addTags(adminScope(ctx), kind, id, names);
  seedWritten(result, `tags of ${kind} ${id}`);
  return names.length;
}

/** Plain tags on companies, people, deals, to-dos and communications; returns how many were applied. */
export async function seedTags(ctx: SeedContext): Promise<number> {
  let applied = 0;
  for (const [index, company] of ctx.companies.entries()) {
    const names: string[] = [index % 3 === 2 ? 'prospect' : 'customer'];
    if (index % 5 === 0) names.push('partner');
    if (index % 7 === 0) names.push('vip');
    if (company.city.region === 'EU') names.push('europe');
    applied += await tag(ctx, 'company', company.id, names);
  }
  for (const [index, person] of ctx.people.entries()) {
    const names: string[] = [];
    if (index % 2 === 0) names.push('decision maker');
    if (index % 4 === 1) names.push('newsletter');
    if (index % 9 === 0) names.push('vip');
    applied += await tag(ctx, 'person', person.id, names);
  }
  for (const [index, deal] of ctx.deals.entries()) {
    applied += await tag(
      ctx,
      'deal',
      deal.id,
      index % 2 === 0 ? ['renewal'] : index % 3 === 0 ? ['upsell', 'vip'] : ['new business'],
    );
  }
  for (const todo of ctx.todos.filter((_, index) => index % 4 === 0))
    applied += await tag(ctx, 'todo', todo.id, ['follow-up']);
  for (const communication of ctx.communications.filter((_, index) => index % 5 === 0))
    applied += await tag(ctx, 'communication', communication.id, ['important']);
  return applied;
}
