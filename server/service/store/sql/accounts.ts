import type { AccountStore } from '../accountStore';
import { DEFAULT_STAGES, type AuthenticatedUser, type NewUser } from '../accountStore';
import type { Executor, StoreDb } from '../dialect/database';
import { Precompiled } from '../precompiled';
import { SEARCH_TERM_LIMITS, termFits } from '../searchTerms';
import { roleOfNewUser, sqlAccountUsers } from './accountUsers';
import { sqlDealStages } from './dealStages';
import { changedRows } from './records';
import { written, type WriteResult } from '../writeResult';

/** The first start's advisory lock; one name for all schemas (it is held a moment). */
const FIRST_ACCOUNT_LOCK = 'crm first account';

/** The account row and its default deal stages; `trx` is a transaction. */
async function insertAccount(trx: Executor, name: string, utcOffsetMinutes: number) {
  const { id } = await trx
    .insertInto('accounts')
    .values({ name, utc_offset_minutes: utcOffsetMinutes, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = DEFAULT_STAGES.map(({ name, kind }, position) => ({
    account_id: id,
    position,
    name,
    kind,
  }));
  await trx.insertInto('deal_statuses').values(rows).execute();
  return id;
}

/**
 * Store area: accounts, users, API tokens (only their SHA-256 hashes) and deal statuses. Tokens are
 * looked up per request, not cached: a reset through any process holds at once in every one.
 */
export function sqlAccountStore(db: StoreDb): AccountStore {
  /** Compiled once: every request authenticates. */
  const userByTokenHash = new Precompiled<{ tokenHash: Buffer }, AuthenticatedUser>((param) =>
    db.kysely
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select([
        'users.id as userId',
        'users.account_id as accountId',
        'users.name',
        'users.email',
        'accounts.utc_offset_minutes as utcOffsetMinutes',
        'users.role',
      ])
      .where('users.token_hash', '=', param<Buffer>('tokenHash'))
      // A deactivated user's hash was replaced too (`changeUser`): this holds if a copy did not.
      .where('users.active', '=', 1),
  );
  /** `duplicate` when the e-mail is a user of the account already (the unique index says so). */
  const insertUser = async (
    trx: Executor,
    accountId: number,
    user: NewUser,
    tokenHash: Buffer,
  ): Promise<WriteResult<number>> => {
    const role = await roleOfNewUser(trx, accountId, user.role);
    const row = { account_id: accountId, token_hash: tokenHash, created_at: Date.now(), role };
    try {
      const { id } = await trx
        .insertInto('users')
        .values({ ...row, name: user.name, email: user.email })
        .returning('id')
        .executeTakeFirstOrThrow();
      return written(id);
    } catch (error) {
      if (!db.dialect.isUniqueViolation(error)) throw error;
      const message = `A user with e-mail ${user.email} already exists in this account`;
      return { status: 'duplicate', problems: [{ field: 'email', message }] };
    }
  };
  const users = () =>
    db.kysely.selectFrom('users').select(['id', 'account_id as accountId', 'name', 'email']);
  /** ASCII letters folded, as the unique index on (account_id, NOCASE e-mail). */
  const byEmail = (email: string) =>
    users().where((eb) => db.dialect.sameText(eb.ref('email'), email.trim()));

  return {
    ...sqlAccountUsers(db),
    ...sqlDealStages(db),
    authenticate: async (tokenHash: Buffer) =>
      (await userByTokenHash.get(db.kysely, { tokenHash })) ?? null,

    /** Creates an account with the default deal statuses. */
    createAccount: (name: string, utcOffsetMinutes = 0) =>
      db.write((trx) => insertAccount(trx, name, utcOffsetMinutes)),

    /** Of processes starting together, one makes the first account and user; others get null. */
    createFirstAccount: (name: string, user: NewUser, tokenHash: Buffer) =>
      db.write(async (trx) => {
        // Held until commit: a second process waits here, then (READ COMMITTED: a new snapshot)
        // sees the first one's account. SQLite's IMMEDIATE transaction holds the file's lock.
        await db.dialect.advisoryLock(trx, FIRST_ACCOUNT_LOCK);
        const existing = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
        if (existing !== undefined) return null;
        const accountId = await insertAccount(trx, name, 0);
        const inserted = await insertUser(trx, accountId, user, tokenHash);
        // A new account has no users: a refusal here is a broken database, not a caller's mistake.
        if (inserted.status !== 'ok')
          throw new Error(`The first user was refused: ${inserted.status}`);
        return { accountId, userId: inserted.value };
      }),

    listAccounts: () =>
      db.kysely
        .selectFrom('accounts')
        .select((eb) => [
          'accounts.id',
          'accounts.name',
          'accounts.utc_offset_minutes as utcOffsetMinutes',
          eb
            .selectFrom('users')
            .whereRef('users.account_id', '=', 'accounts.id')
            .select(eb.fn.countAll<number>().as('n'))
            .$asScalar()
            .as('userCount'),
        ])
        .orderBy('accounts.id')
        .execute(),

    createUser: (accountId: number, user: NewUser, tokenHash: Buffer) =>
      db.write((trx) => insertUser(trx, accountId, user, tokenHash)),

    /** Replaces a user's token; false when there is no such user. The old token stops working at once. */
    setTokenHash: async (userId: number, tokenHash: Buffer) =>
      changedRows(
        await db.kysely
          .updateTable('users')
          .set({ token_hash: tokenHash })
          .where('id', '=', userId)
          .executeTakeFirst(),
      ) === 1,

    listUsers: (accountId: number) =>
      users().where('account_id', '=', accountId).orderBy('id').execute(),

    findUserById: async (accountId: number, id: number) =>
      (await users().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst()) ??
      null,

    /** Null at once for an address longer than any stored one (a search term: `searchTerms.ts`). */
    findUserByEmail: async (accountId: number, email: string) =>
      !termFits(email, SEARCH_TERM_LIMITS.email)
        ? null
        : ((await byEmail(email).where('account_id', '=', accountId).executeTakeFirst()) ?? null),

    /** Any user with this e-mail, in any account (for admin commands). */
    findUsersByEmail: (email: string) => byEmail(email).orderBy('id').execute(),
  };
}
