import { sql } from 'kysely';
import { DEFAULT_DEAL_STATUSES, DuplicateError, type AccountRecord, type FirstAccount, type AccountStore, type AuthenticatedUser, type UserRecord } from '../accountStore';
import { pgErrorCode, type Executor, type PgDb } from './database';
import { updatedRows } from './records';

const UNIQUE_VIOLATION = '23505';

/**
 * Key of the advisory lock the first start's check-and-create runs under (first half; the second
 * is the schema's name, as for migrations), so that service processes starting together on an
 * empty database take turns and only the first creates the account.
 */
const FIRST_ACCOUNT_LOCK = 0x43524d32; // "CRM2"

/** SQLite's `COLLATE NOCASE` equality: ASCII letters folded (the unique indexes use the same function). */
const nocaseEquals = (column: string, value: string) => sql<boolean>`nocase(${sql.ref(column)}) = nocase(${value})`;

/** The account row and its default deal statuses; `trx` is a transaction. */
async function insertAccount(trx: Executor, name: string, utcOffsetMinutes: number): Promise<number> {
  const { id } = await trx.insertInto('accounts').values({ name, utc_offset_minutes: utcOffsetMinutes, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('deal_statuses')
    .values(DEFAULT_DEAL_STATUSES.map((status, position) => ({ account_id: id, position, name: status })))
    .execute();
  return id;
}

async function insertUser(db: Executor, accountId: number, user: { name: string; email: string }, tokenHash: Buffer): Promise<number> {
  try {
    const row = await db
      .insertInto('users')
      .values({ account_id: accountId, name: user.name, email: user.email, token_hash: tokenHash, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new DuplicateError(`A user with e-mail ${user.email} already exists in this account`);
    throw error;
  }
}

/**
 * Accounts, users and tokens on PostgreSQL. A token is looked up in the database on every
 * request (no cache): a reset through any process is refused by every process at once.
 */
export class PostgresAccountStore implements AccountStore {
  constructor(private readonly db: PgDb) {}

  async authenticate(tokenHash: Buffer): Promise<AuthenticatedUser | null> {
    const row = await this.db.kysely
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.id as userId', 'users.account_id as accountId', 'users.name', 'users.email', 'accounts.utc_offset_minutes as utcOffsetMinutes'])
      .where('users.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ?? null;
  }

  async createAccount(name: string, utcOffsetMinutes = 0): Promise<number> {
    return this.db.write((trx) => insertAccount(trx, name, utcOffsetMinutes));
  }

  async createFirstAccount(name: string, user: { name: string; email: string }, tokenHash: Buffer): Promise<FirstAccount | null> {
    return this.db.write(async (trx) => {
      // Held until this transaction ends: a second process waits here, and its check below (a
      // new snapshot in READ COMMITTED) then sees the account the first one committed.
      await sql`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK}, hashtext(current_schema()))`.execute(trx);
      if ((await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined) return null;
      const accountId = await insertAccount(trx, name, 0);
      const userId = await insertUser(trx, accountId, user, tokenHash);
      return { accountId, userId };
    });
  }

  async listAccounts(): Promise<AccountRecord[]> {
    return this.db.kysely
      .selectFrom('accounts')
      .select((eb) => [
        'accounts.id',
        'accounts.name',
        'accounts.utc_offset_minutes as utcOffsetMinutes',
        eb.selectFrom('users').whereRef('users.account_id', '=', 'accounts.id').select(eb.fn.countAll<number>().as('n')).as('userCount'),
      ])
      .orderBy('accounts.id')
      .execute() as Promise<AccountRecord[]>;
  }

  async createUser(accountId: number, user: { name: string; email: string }, tokenHash: Buffer): Promise<number> {
    return insertUser(this.db.kysely, accountId, user, tokenHash);
  }

  async setTokenHash(userId: number, tokenHash: Buffer): Promise<boolean> {
    return updatedRows(await this.db.kysely.updateTable('users').set({ token_hash: tokenHash }).where('id', '=', userId).executeTakeFirst()) === 1;
  }

  private users() {
    return this.db.kysely.selectFrom('users').select(['id', 'account_id as accountId', 'name', 'email']);
  }

  async listUsers(accountId: number): Promise<UserRecord[]> {
    return this.users().where('account_id', '=', accountId).orderBy('id').execute();
  }

  async findUserById(accountId: number, id: number): Promise<UserRecord | null> {
    return (await this.users().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst()) ?? null;
  }

  async findUserByEmail(accountId: number, email: string): Promise<UserRecord | null> {
    return (await this.users().where('account_id', '=', accountId).where(nocaseEquals('email', email.trim())).executeTakeFirst()) ?? null;
  }

  async findUsersByEmail(email: string): Promise<UserRecord[]> {
    return this.users().where(nocaseEquals('email', email.trim())).orderBy('id').execute();
  }

  async listDealStatuses(accountId: number): Promise<string[]> {
    const rows = await this.db.kysely.selectFrom('deal_statuses').select('name').where('account_id', '=', accountId).orderBy('position').execute();
    return rows.map((r) => r.name);
  }
}
