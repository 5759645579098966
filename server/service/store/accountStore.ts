import type { sqlAccountStore } from './sql/accounts';

/** The user a valid token belongs to: "the current user" of a request, and their account. */
export type AuthenticatedUser = Omit<UserRecord, 'id'> & {
  userId: number;
  utcOffsetMinutes: number;
};

export type UserRecord = Awaited<ReturnType<AccountStore['listUsers']>>[number];
export type AccountRecord = Awaited<ReturnType<AccountStore['listAccounts']>>[number];

/** Store area: accounts, their users and API tokens, and deal statuses (`sql/accounts.ts`). */
export type AccountStore = ReturnType<typeof sqlAccountStore>;

export class DuplicateError extends Error {
  override name = 'DuplicateError';
}

export const DEFAULT_DEAL_STATUSES = ['Failure', 'Lost', 'Pending', 'Won'] as const;
