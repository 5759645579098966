import type { Store } from '../store/store';
import { Random } from './prng';
import { seedComments } from './seedComments';
import { seedCommunications } from './seedCommunications';
import { seedContacts } from './seedContacts';
import type { SeedContext } from './seedContext';
import { seedDeals } from './seedDeals';
import { seedSuperTags } from './seedSuperTags';
import { seedTags } from './seedTags';
import { seedTodos } from './seedTodos';
import { seedUsers } from './seedUsers';

/** Same seed, same demo: names, amounts and links never change between runs or machines. */
const DEMO_SEED = 20_090_317;

export interface DemoCounts {
  users: number;
  companies: number;
  people: number;
  communications: number;
  todos: number;
  deals: number;
  tags: number;
  superTags: number;
  comments: number;
}

/**
 * Loads the demo data into an account through the Store interface (so it works on every store
 * implementation): colleagues of the admin user, companies and their people with locations,
 * communications, to-dos, deals in every status, tags, two SuperTags with values, and comments.
 * Only dates depend on `now` (to-dos due today, overdue, later).
 */
export async function loadDemoData(
  store: Store,
  options: { accountId: number; adminUserId: number; now?: Date },
): Promise<DemoCounts> {
  const ctx: SeedContext = {
    store,
    accountId: options.accountId,
    random: new Random(DEMO_SEED),
    now: options.now ?? new Date(),
    users: await seedUsers(store, options.accountId, options.adminUserId),
    companies: [],
    people: [],
    todos: [],
    communications: [],
    deals: [],
  };
  await seedContacts(ctx);
  await seedCommunications(ctx);
  await seedTodos(ctx);
  await seedDeals(ctx);
  const tags = await seedTags(ctx);
  const superTags = await seedSuperTags(ctx);
  const comments = await seedComments(ctx);
  return {
    users: ctx.users.length,
    companies: ctx.companies.length,
    people: ctx.people.length,
    communications: ctx.communications.length,
    todos: ctx.todos.length,
    deals: ctx.deals.length,
    tags,
    superTags,
    comments,
  };
}
