import type { AccountRecord } from '../store/accountStore';
import type { Store } from '../store/store';
import { AdminError } from './adminCommand';

/** The account with that id, or an AdminError pointing at `list-accounts`. */
export async function requireAccount(store: Store, accountId: number): Promise<AccountRecord> {
  const account = (await store.accounts.listAccounts()).find((a) => a.id === accountId);
  if (account === undefined)
    throw new AdminError(
      `There is no account ${accountId}: see \`npm run admin -- list-accounts\``,
    );
  return account;
}
