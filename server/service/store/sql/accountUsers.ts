import type { UserRole } from '#xml/account';
import type { AccountStore, AccountUser, UserChange } from '../accountStore';
import type { Executor, StoreDb } from '../dialect/database';
import { invalid, notFound, written, type WriteResult } from '../writeResult';

type UserRow = { id: number; accountId: number; name: string; email: string };
type RoleRow = UserRow & { role: UserRole; active: number };

const toAccountUser = ({ active, ...user }: RoleRow): AccountUser => ({
  ...user,
  active: active === 1,
});

const accountUsers = (trx: Executor, accountId: number) =>
  trx
    .selectFrom('users')
    .select(['id', 'account_id as accountId', 'name', 'email', 'role', 'active'])
    .where('account_id', '=', accountId);

/** The role a user added to the account gets: its first user is always the administrator. */
export async function roleOfNewUser(
  trx: Executor,
  accountId: number,
  asked: UserRole | undefined,
): Promise<UserRole> {
  const someone = await trx
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return someone === undefined ? 'administrator' : (asked ?? 'member');
}

const NO_ADMINISTRATOR_LEFT =
  'The account needs at least one active administrator: make someone else an administrator first';

/** Per account: changes to its users take turns, so two never both remove the last administrator. */
const usersLock = (accountId: number) => `crm account users ${accountId}`;

/** The account settings' part of the account area (`AccountStore`): roles and active users. */
export function sqlAccountUsers(
  db: StoreDb,
): Pick<AccountStore, 'accountName' | 'listAccountUsers' | 'findAccountUser' | 'changeUser'> {
  return {
    accountName: async (accountId) =>
      (
        await db.kysely
          .selectFrom('accounts')
          .select('name')
          .where('id', '=', accountId)
          .executeTakeFirst()
      )?.name ?? null,

    listAccountUsers: async (accountId) =>
      (await accountUsers(db.kysely, accountId).orderBy('id').execute()).map(toAccountUser),

    findAccountUser: async (accountId, userId) => {
      const row = await accountUsers(db.kysely, accountId)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row === undefined ? null : toAccountUser(row);
    },

    changeUser: (accountId: number, userId: number, change: UserChange, revokedHash: Buffer) =>
      db.write(async (trx): Promise<WriteResult<AccountUser>> => {
        await db.dialect.advisoryLock(trx, usersLock(accountId));
        const user = await accountUsers(trx, accountId).where('id', '=', userId).executeTakeFirst();
        if (user === undefined) return notFound();
        const role = change.role ?? user.role;
        const active = change.active ?? user.active === 1;
        const wasAdministrator = user.role === 'administrator' && user.active === 1;
        if (wasAdministrator && !(role === 'administrator' && active)) {
          const others = await accountUsers(trx, accountId)
            .where('role', '=', 'administrator')
            .where('active', '=', 1)
            .where('id', '!=', userId)
            .limit(1)
            .executeTakeFirst();
          if (others === undefined)
            return invalid({ field: 'role', message: NO_ADMINISTRATOR_LEFT });
        }
        const deactivated = user.active === 1 && !active;
        await trx
          .updateTable('users')
          .set({
            role,
            active: active ? 1 : 0,
            ...(deactivated ? { token_hash: revokedHash } : {}),
          })
          .where('id', '=', userId)
          .execute();
        return written(toAccountUser({ ...user, role, active: active ? 1 : 0 }));
      }),
  };
}
