import type { UserRole } from '#xml/account';
import type { DealStage, DealStageWrite } from '#xml/dealStage';
import type { WriteResult } from './writeResult';

/** A user of an account, as listed and looked up. */
export type UserRecord = { id: number; accountId: number; name: string; email: string };

/** An account with its number of users (admin commands). */
export type AccountRecord = {
  id: number;
  name: string;
  utcOffsetMinutes: number;
  userCount: number;
};

/** A user as the account's settings show them: with their role and whether their token works. */
export type AccountUser = UserRecord & { role: UserRole; active: boolean };

/** What an administrator changes about a user (a field left out stays as it is). */
export type UserChange = { role?: UserRole; active?: boolean };

/** The user a valid token belongs to: "the current user" of a request, and their account. */
export type AuthenticatedUser = Omit<UserRecord, 'id'> & {
  userId: number;
  utcOffsetMinutes: number;
  role: UserRole;
};

/**
 * A new user's name and e-mail (their token is given as its hash), and role: `member` when not
 * given, except that an account's first user is always its administrator.
 */
export type NewUser = { name: string; email: string; role?: UserRole };

/** Store area: accounts, their users and API tokens, and deal stages (`sql/accounts.ts`, `sql/dealStages.ts`). */
export interface AccountStore {
  /** The user whose token hashes to `tokenHash`, or null. */
  authenticate(tokenHash: Buffer): Promise<AuthenticatedUser | null>;
  /** Creates an account with the default deal statuses. */
  createAccount(name: string, utcOffsetMinutes?: number): Promise<number>;
  /** Of processes starting together, one makes the first account and user; others get null. */
  createFirstAccount(
    name: string,
    user: NewUser,
    tokenHash: Buffer,
  ): Promise<{ accountId: number; userId: number } | null>;
  listAccounts(): Promise<AccountRecord[]>;
  /** `duplicate` when the e-mail is already a user of that account (ASCII case folded). */
  createUser(accountId: number, user: NewUser, tokenHash: Buffer): Promise<WriteResult<number>>;
  /** Replaces a user's token; false when there is no such user. The old token stops working at once. */
  setTokenHash(userId: number, tokenHash: Buffer): Promise<boolean>;
  listUsers(accountId: number): Promise<UserRecord[]>;
  findUserById(accountId: number, id: number): Promise<UserRecord | null>;
  /** Null at once for an address longer than any stored one (a search term: `searchTerms.ts`). */
  findUserByEmail(accountId: number, email: string): Promise<UserRecord | null>;
  /** Any user with this e-mail, in any account (for admin commands). */
  findUsersByEmail(email: string): Promise<UserRecord[]>;
  /** The account's name, or null when there is no such account. */
  accountName(accountId: number): Promise<string | null>;
  /** The account's users with role and state, in id order. */
  listAccountUsers(accountId: number): Promise<AccountUser[]>;
  /** One user of the account with role and state, or null when the account has no such user. */
  findAccountUser(accountId: number, userId: number): Promise<AccountUser | null>;
  /**
   * Changes a user's role or state: `not_found` when the user is not the account's, `invalid` when
   * the account would be left without an active administrator. Deactivating also replaces the
   * token's hash with `revokedHash` (of a token nobody holds): the old token is gone for good.
   */
  changeUser(
    accountId: number,
    userId: number,
    change: UserChange,
    revokedHash: Buffer,
  ): Promise<WriteResult<AccountUser>>;
  /** The statuses deals may take: the stages not retired, in the account's order. */
  listDealStatuses(accountId: number): Promise<string[]>;
  /** Every stage in the account's order, retired ones too; `withDeals`: how many deals hold each. */
  listDealStages(accountId: number, withDeals?: boolean): Promise<DealStage[]>;
  /**
   * Replaces the account's stages with `stages` (checked by `stageListProblems`), in one
   * transaction: a renamed stage's deals take its new name; a stage left out is removed, unless
   * deals hold it (`invalid`: retire it instead, or move its deals first).
   */
  changeDealStages(accountId: number, stages: readonly DealStageWrite[]): Promise<WriteResult>;
  /**
   * Moves every deal of stage `from` (any stage, retired too) to `to` (a stage not retired):
   * the number moved; `not_found` when `from` is no stage, `invalid` when `to` cannot take deals.
   */
  moveStageDeals(accountId: number, from: string, to: string): Promise<WriteResult<number>>;
}

/** The stages an account starts with: the classic four, in the classic order. */
export const DEFAULT_STAGES: readonly DealStage[] = [
  { name: 'Failure', kind: 'lost', retired: false },
  { name: 'Lost', kind: 'lost', retired: false },
  { name: 'Pending', kind: 'open', retired: false },
  { name: 'Won', kind: 'won', retired: false },
];
