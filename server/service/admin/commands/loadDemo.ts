import { loadDemoData, type DemoCounts } from '../../seed/loadDemoData';
import { AdminError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseId, requiredOption } from '../args';
import { requireAccount } from '../lookups';

/** Loads the demo data into an account, acting as its first user; returns what was created. */
export async function loadDemo(
  ctx: AdminContext,
  input: { accountId: number; now?: Date },
): Promise<DemoCounts> {
  await requireAccount(ctx.store, input.accountId);
  const admin = (await ctx.store.accounts.listUsers(input.accountId))[0];
  if (admin === undefined)
    throw new AdminError(
      `Account ${input.accountId} has no user to act as: add one with create-user first`,
    );
  return loadDemoData(ctx.store, {
    accountId: input.accountId,
    adminUserId: admin.id,
    now: input.now,
  });
}

export const loadDemoCommand: AdminCommand = {
  name: 'load-demo',
  synopsis: 'load-demo --account ID',
  summary:
    'Loads the demo companies, people, deals, to-dos, communications, tags and SuperTags into an account.',
  details: [
    "It acts as the account's first user and adds the colleagues dana@, sam@ and lee@example.com when missing.",
    'Running it twice adds the records twice.',
  ],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account']);
    const accountId = parseId(requiredOption(parsed, 'account'), '--account');
    return async (ctx) => {
      const counts = await loadDemo(ctx, { accountId });
      ctx.out(
        `Demo data loaded into account ${accountId}: ${counts.companies} companies, ${counts.people} people, ${counts.deals} deals, ${counts.todos} to-dos, ${counts.communications} communications.`,
      );
    };
  },
};
