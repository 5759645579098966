import { centsToAmount } from '../store/dealStore';
import { adminScope, seedFailure, seedWritten, type SeedContext } from './seedContext';

const DEAL_COUNT = 24;

const OFFERS: readonly { title: string; description: string; minimum: number; maximum: number }[] =
  [
    {
      title: 'Annual support contract',
      description: 'Premium support, 24/7, with a named engineer.',
      minimum: 6_000,
      maximum: 40_000,
    },
    {
      title: 'Website redesign',
      description: 'New design and CMS migration, in three phases.',
      minimum: 12_000,
      maximum: 60_000,
    },
    {
      title: 'Laptop fleet refresh',
      description: '50 laptops with three-year warranty.',
      minimum: 40_000,
      maximum: 90_000,
    },
    { title: 'ERP integration', description: '', minimum: 25_000, maximum: 150_000 },
    {
      title: 'Fleet tracking pilot',
      description: 'Pilot with 20 vehicles for three months.',
      minimum: 3_500,
      maximum: 15_000,
    },
    {
      title: 'Training package',
      description: 'Two on-site training days for up to 12 people.',
      minimum: 2_400,
      maximum: 9_000,
    },
    {
      title: 'Data warehouse migration',
      description: 'Move the reporting to the cloud; includes dashboards.',
      minimum: 30_000,
      maximum: 250_000,
    },
    {
      title: 'Licence expansion',
      description: 'Additional seats for the sales team.',
      minimum: 1_500,
      maximum: 20_000,
    },
  ];

/**
 * Deals in every status of the account's list (in turn), assigned to the different users, with
 * the company or one of its people, related people, and the company's communications and to-dos
 * attached.
 */
export async function seedDeals(ctx: SeedContext): Promise<void> {
  const { random, store, users } = ctx;
  const statuses = (await store.accounts.listDealStatuses(ctx.accountId)).map((s) =>
    s.toLowerCase(),
  );
  if (statuses.length === 0) throw seedFailure('deals', 'the account has no deal statuses');
  const companies = random.sample(ctx.companies, DEAL_COUNT);
  for (let index = 0; index < DEAL_COUNT; index++) {
    const company = companies[index % companies.length]!;
    const staff = ctx.people.filter((p) => p.company === company);
    const offer = random.pick(OFFERS);
    // Round amounts, with the odd one carrying cents.
    const cents =
      random.int(offer.minimum / 50, offer.maximum / 50) * 5_000 + (index % 7 === 3 ? 50 : 0);
    const withPerson = index % 5 === 4 && staff.length > 0;
    const result = await store.deals.createDeal(adminScope(ctx), {
      title: `${company.name}: ${offer.title}`,
      description: offer.description,
      status: statuses[index % statuses.length]!,
      amount: centsToAmount(cents),
      dealWithId: withPerson ? staff[0]!.id : company.id,
      assignedToId: users[index % users.length]!.id,
      attachedContactIds: staff.slice(0, index % 3 === 0 ? 2 : 1).map((p) => p.id),
      attachedCommunicationIds: ctx.communications
        .filter((c) => c.companyId === company.id)
        .map((c) => c.id),
      todoIds: ctx.todos.filter((t) => t.companyId === company.id).map((t) => t.id),
    });
    const { id } = seedWritten(result, `deal ${index + 1}`);
    ctx.deals.push({ id, companyId: company.id });
  }
}
