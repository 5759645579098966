/** The user a valid token belongs to: "the current user" of a request, and their account. */
export interface AuthenticatedUser {
  userId: number;
  accountId: number;
  name: string;
  email: string;
  utcOffsetMinutes: number;
}

export interface UserRecord {
  id: number;
  accountId: number;
  name: string;
  email: string;
}

export interface AccountRecord {
  id: number;
  name: string;
  utcOffsetMinutes: number;
  userCount: number;
}

/** Accounts, their users and API tokens (stored only as SHA-256 hashes), and deal statuses. */
export interface AccountStore {
  /** The user whose token hashes to `tokenHash`, or null. */
  authenticate(tokenHash: Buffer): Promise<AuthenticatedUser | null>;
  /** Creates an account with the default deal statuses (Failure, Lost, Pending, Won). */
  createAccount(name: string, utcOffsetMinutes?: number): Promise<number>;
  listAccounts(): Promise<AccountRecord[]>;
  /**
   * The first start's "no account yet? create it with its first user", atomic even when several
   * processes start at once on one empty database: exactly one creates both; the others get null.
   */
  createFirstAccount(
    name: string,
    user: { name: string; email: string },
    tokenHash: Buffer,
  ): Promise<{ accountId: number; userId: number } | null>;
  /** Throws DuplicateError when the e-mail is already a user of that account. */
  createUser(
    accountId: number,
    user: { name: string; email: string },
    tokenHash: Buffer,
  ): Promise<number>;
  /** Replaces a user's token; false when there is no such user. The old token stops working at once. */
  setTokenHash(userId: number, tokenHash: Buffer): Promise<boolean>;
  listUsers(accountId: number): Promise<UserRecord[]>;
  findUserById(accountId: number, id: number): Promise<UserRecord | null>;
  /** Case-insensitive match on the login e-mail. */
  findUserByEmail(accountId: number, email: string): Promise<UserRecord | null>;
  /** Any user with this e-mail, in any account (for admin commands). */
  findUsersByEmail(email: string): Promise<UserRecord[]>;
  /** Statuses in list order, as configured (`Failure, Lost, Pending, Won` by default). */
  listDealStatuses(accountId: number): Promise<string[]>;
}

export class DuplicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateError';
  }
}

export const DEFAULT_DEAL_STATUSES = ['Failure', 'Lost', 'Pending', 'Won'] as const;
