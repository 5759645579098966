import type { RecordKind } from '../store/scope';
import { seedWritten, type SeedContext } from './seedContext';

const REMARKS: readonly string[] = [
  'Spoke with them today; they are happy with the service so far.',
  'Please double-check the billing address before the next invoice.',
  'They prefer to be contacted in the morning.',
  'Decision expected by the end of the month.',
  'Asked for a discount of 10%; I said we would look into it.',
  'Great meeting — they want to expand to a second site.',
];

/** Comments by the different users on several companies, people, deals, to-dos and communications. */
export async function seedComments(ctx: SeedContext): Promise<number> {
  const { random, store, users } = ctx;
  const targets: { kind: RecordKind; id: number }[] = [
    ...ctx.companies.slice(0, 6).map((c) => ({ kind: 'company' as const, id: c.id })),
    ...ctx.people.slice(0, 4).map((p) => ({ kind: 'person' as const, id: p.id })),
    ...ctx.deals.slice(0, 6).map((d) => ({ kind: 'deal' as const, id: d.id })),
    ...ctx.todos.slice(0, 3).map((t) => ({ kind: 'todo' as const, id: t.id })),
    ...ctx.communications.slice(0, 3).map((c) => ({ kind: 'communication' as const, id: c.id })),
  ];
  let added = 0;
  for (const [index, target] of targets.entries()) {
    // One or two comments each, by different people of the team.
    for (let n = 0; n < 1 + (index % 2); n++) {
      const author = users[(index + n) % users.length]!;
      const result = await store.comments.addComment(author.scope, {
        kind: target.kind,
        recordId: target.id,
        comment: random.pick(REMARKS),
        authorName: author.name,
      });
      seedWritten(result, `comment on ${target.kind} ${target.id}`);
      added++;
    }
  }
  return added;
}
