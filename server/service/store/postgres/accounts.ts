import { sql } from 'kysely';
import { DEFAULT_DEAL_STATUSES, DuplicateError, type AccountRecord, type AccountStore, type AuthenticatedUser, type UserRecord } from '../accountStore';
import { pgErrorCode, type PgDb } from './database';
import { updatedRows } from './records';

const UNIQUE_VIOLATION = '23505';

/** SQLite's `COLLATE NOCASE` equality: ASCII letters folded (the unique indexes use the same function). */
const nocaseEquals = (column: string, value: string) => sql<boolean>`nocase(${sql.ref(column)}) = nocase(${value})`;

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
    return this.db.write(async (trx) => {
      const { id } = await trx.insertInto('accounts').values({ name, utc_offset_minutes: utcOffsetMinutes, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('deal_statuses')
        .values(DEFAULT_DEAL_STATUSES.map((status, position) => ({ account_id: id, position, name: status })))
        .execute();
      return id;
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
    try {
      const row = await this.db.kysely
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
