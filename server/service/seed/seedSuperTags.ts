import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { RecordKind } from '../store/scope';
import { DEMO_COMPANIES } from './demoNames';
import { slugOf } from './seedContacts';
import { adminScope, seedWritten, type SeedContext } from './seedContext';

const INTERESTS = ['Support, premium', 'Training', 'Integrations', 'Hardware', 'Consulting'];

/**
 * A SuperTag of multiple-choice fields; one option holds a comma (it must survive the wire). The
 * field names are singular because the API names a multiple-choice element with the plural of the
 * field (`<Interests type="Array"><Interest>…</Interest></Interests>`).
 */
export const CUSTOMER_PROFILE: SuperTagDefinition = {
  name: 'Customer profile',
  fields: [
    {
      name: 'Industry',
      type: 'Multiple choice',
      options: [...new Set(DEMO_COMPANIES.map((c) => c.industry))].sort(),
      text: '',
    },
    { name: 'Interest', type: 'Multiple choice', options: INTERESTS, text: '' },
  ],
};

/** A SuperTag of text fields whose names have spaces (`Twitter username` → `<Twitter_username>`). */
export const SOCIAL_MEDIA: SuperTagDefinition = {
  name: 'Social media',
  fields: [
    { name: 'Twitter username', type: 'Text', options: [], text: '' },
    { name: 'Work blog', type: 'Text', options: [], text: '' },
  ],
};

/** Every SuperTag the demo data defines (the console's form tests generate a form from each). */
export const DEMO_SUPER_TAGS: readonly SuperTagDefinition[] = [CUSTOMER_PROFILE, SOCIAL_MEDIA];

async function apply(
  ctx: SeedContext,
  kind: RecordKind,
  id: number,
  superTag: string,
  values: SuperTagWrite,
): Promise<void> {
  const result = await ctx.store.tags.putRecordSuperTag(
    adminScope(ctx),
    kind,
    id,
    superTag,
    () => ({ values, problems: [] }),
  );
  seedWritten(result, `SuperTag ${superTag} on ${kind} ${id}`);
}

/**
 * Defines the two demo SuperTags (replacing definitions of the same name) and applies them: the
 * customer profile to every company and to a few deals, social media to half the people.
 * Returns how many times a SuperTag was applied.
 */
export async function seedSuperTags(ctx: SeedContext): Promise<number> {
  const { random, store } = ctx;
  for (const definition of DEMO_SUPER_TAGS)
    seedWritten(
      await store.tags.defineSuperTag(ctx.accountId, definition),
      `SuperTag ${definition.name}`,
    );
  let applied = 0;
  for (const [index, company] of ctx.companies.entries()) {
    // Every fourth company is interested in premium support, so the comma option is always in use.
    const interests =
      index % 4 === 0
        ? ['Support, premium', ...random.sample(INTERESTS.slice(1), 1)]
        : random.sample(INTERESTS.slice(1), random.int(0, 2));
    await apply(ctx, 'company', company.id, CUSTOMER_PROFILE.name, {
      Industry: [company.industry],
      Interest: interests,
    });
    applied++;
  }
  for (const deal of ctx.deals.filter((_, index) => index % 4 === 1)) {
    await apply(ctx, 'deal', deal.id, CUSTOMER_PROFILE.name, {
      Interest: random.sample(INTERESTS, 2),
    });
    applied++;
  }
  for (const person of ctx.people.filter((_, index) => index % 2 === 1)) {
    const handle = `${slugOf(person.firstName)}${slugOf(person.lastName)}`.slice(0, 15);
    const blog = random.chance(0.6)
      ? `https://blog.${person.company.domain}/authors/${slugOf(person.firstName)}`
      : '';
    await apply(ctx, 'person', person.id, SOCIAL_MEDIA.name, {
      'Twitter username': `@${handle}`,
      'Work blog': blog,
    });
    applied++;
  }
  return applied;
}
