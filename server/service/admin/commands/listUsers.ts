import type { AdminCommand } from '../adminCommand';
import { parseCommandArgs, parseId, requiredOption } from '../args';
import { requireAccount } from '../lookups';
import { formatTable } from '../table';

export const listUsersCommand: AdminCommand = {
  name: 'list-users',
  synopsis: 'list-users --account ID',
  summary:
    "Lists an account's users (id, name, e-mail). Tokens are never shown: use reset-token for a new one.",
  details: [],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account']);
    const accountId = parseId(requiredOption(parsed, 'account'), '--account');
    return async (ctx) => {
      await requireAccount(ctx.store, accountId);
      const users = await ctx.store.accounts.listUsers(accountId);
      if (users.length === 0) {
        ctx.out(`Account ${accountId} has no users yet: add one with create-user.`);
        return;
      }
      for (const line of formatTable(
        ['ID', 'NAME', 'EMAIL'],
        users.map((u) => [String(u.id), u.name, u.email]),
      ))
        ctx.out(line);
    };
  },
};
