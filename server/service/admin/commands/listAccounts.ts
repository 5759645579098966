import type { AdminCommand } from '../adminCommand';
import { formatUtcOffset, parseCommandArgs } from '../args';
import { formatTable } from '../table';

export const listAccountsCommand: AdminCommand = {
  name: 'list-accounts',
  synopsis: 'list-accounts',
  summary: 'Lists the accounts with their UTC offset and number of users.',
  details: [],
  prepare(args) {
    parseCommandArgs(args, []);
    return async (ctx) => {
      const accounts = await ctx.store.accounts.listAccounts();
      if (accounts.length === 0) {
        ctx.out('No accounts yet: start the service once, or run create-account.');
        return;
      }
      const rows = accounts.map((a) => [
        String(a.id),
        a.name,
        formatUtcOffset(a.utcOffsetMinutes),
        String(a.userCount),
      ]);
      for (const line of formatTable(['ID', 'NAME', 'UTC OFFSET', 'USERS'], rows)) ctx.out(line);
    };
  },
};
