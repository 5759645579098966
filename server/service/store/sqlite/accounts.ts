import { DEFAULT_DEAL_STATUSES, DuplicateError, type AccountRecord, type FirstAccount, type AccountStore, type AuthenticatedUser, type UserRecord } from '../accountStore';
import { sql } from 'kysely';
import type { SqliteDb } from './database';
import { Precompiled } from './precompiled';

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT_UNIQUE');

export class SqliteAccountStore implements AccountStore {
  /**
   * Compiled once: every request authenticates. Not cached in memory on purpose: a token reset by
   * another process (the admin command) must be refused on the very next request.
   */
  private readonly userByTokenHash: Precompiled<{ tokenHash: Buffer }, AuthenticatedUser>;

  constructor(private readonly db: SqliteDb) {
    this.userByTokenHash = new Precompiled(db, (param) =>
      db.qb
        .selectFrom('users')
        .innerJoin('accounts', 'accounts.id', 'users.account_id')
        .select(['users.id as userId', 'users.account_id as accountId', 'users.name', 'users.email', 'accounts.utc_offset_minutes as utcOffsetMinutes'])
        .where('users.token_hash', '=', param<Buffer>('tokenHash')),
    );
  }

  async authenticate(tokenHash: Buffer): Promise<AuthenticatedUser | null> {
    return this.userByTokenHash.get({ tokenHash }) ?? null;
  }

  async createAccount(name: string, utcOffsetMinutes = 0): Promise<number> {
    return this.db.transaction(() => this.insertAccount(name, utcOffsetMinutes));
  }

  /** The account row and its default deal statuses; run inside a transaction. */
  private insertAccount(name: string, utcOffsetMinutes: number): number {
    const { lastInsertRowid } = this.db.run(this.db.qb.insertInto('accounts').values({ name, utc_offset_minutes: utcOffsetMinutes, created_at: Date.now() }));
    DEFAULT_DEAL_STATUSES.forEach((status, position) => {
      this.db.run(this.db.qb.insertInto('deal_statuses').values({ account_id: lastInsertRowid, position, name: status }));
    });
    return lastInsertRowid;
  }

  async createFirstAccount(name: string, user: { name: string; email: string }, tokenHash: Buffer): Promise<FirstAccount | null> {
    // One IMMEDIATE transaction: it holds the database's write lock from the check to the commit,
    // so even another process opening the same file cannot create an account in between.
    return this.db.transaction(() => {
      if (this.db.get(this.db.qb.selectFrom('accounts').select('id').limit(1)) !== undefined) return null;
      const accountId = this.insertAccount(name, 0);
      const userId = this.insertUser(accountId, user, tokenHash);
      return { accountId, userId };
    });
  }

  async listAccounts(): Promise<AccountRecord[]> {
    return this.db.all(
      this.db.qb
        .selectFrom('accounts')
        .select((eb) => [
          'accounts.id',
          'accounts.name',
          'accounts.utc_offset_minutes as utcOffsetMinutes',
          eb.selectFrom('users').whereRef('users.account_id', '=', 'accounts.id').select(eb.fn.countAll<number>().as('n')).as('userCount'),
        ])
        .orderBy('accounts.id'),
    ) as AccountRecord[];
  }

  async createUser(accountId: number, user: { name: string; email: string }, tokenHash: Buffer): Promise<number> {
    return this.insertUser(accountId, user, tokenHash);
  }

  private insertUser(accountId: number, user: { name: string; email: string }, tokenHash: Buffer): number {
    try {
      return this.db.run(this.db.qb.insertInto('users').values({ account_id: accountId, name: user.name, email: user.email, token_hash: tokenHash, created_at: Date.now() })).lastInsertRowid;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateError(`A user with e-mail ${user.email} already exists in this account`);
      throw error;
    }
  }

  async setTokenHash(userId: number, tokenHash: Buffer): Promise<boolean> {
    return this.db.run(this.db.qb.updateTable('users').set({ token_hash: tokenHash }).where('id', '=', userId)).changes === 1;
  }

  private users() {
    return this.db.qb.selectFrom('users').select(['id', 'account_id as accountId', 'name', 'email']);
  }

  async listUsers(accountId: number): Promise<UserRecord[]> {
    return this.db.all(this.users().where('account_id', '=', accountId).orderBy('id'));
  }

  async findUserById(accountId: number, id: number): Promise<UserRecord | null> {
    return this.db.get(this.users().where('account_id', '=', accountId).where('id', '=', id)) ?? null;
  }

  async findUserByEmail(accountId: number, email: string): Promise<UserRecord | null> {
    return this.db.get(this.users().where('account_id', '=', accountId).where(sql<string>`email COLLATE NOCASE`, '=', email.trim())) ?? null;
  }

  async findUsersByEmail(email: string): Promise<UserRecord[]> {
    return this.db.all(this.users().where(sql<string>`email COLLATE NOCASE`, '=', email.trim()).orderBy('id'));
  }

  async listDealStatuses(accountId: number): Promise<string[]> {
    return this.db.all(this.db.qb.selectFrom('deal_statuses').select('name').where('account_id', '=', accountId).orderBy('position')).map((r) => r.name);
  }
}
