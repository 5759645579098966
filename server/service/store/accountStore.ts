import type { sqlAccountStore } from './sql/accounts';

/** The user a valid token belongs to: "the current user" of a request, and their account. */
export interface AuthenticatedUser extends Omit<UserRecord, 'id'> {
  userId: number;
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

/** Store area: accounts, their users and API tokens, and deal statuses (`sql/accounts.ts`). */
export type AccountStore = ReturnType<typeof sqlAccountStore>;

export class DuplicateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateError';
  }
}

export const DEFAULT_DEAL_STATUSES = ['Failure', 'Lost', 'Pending', 'Won'] as const;
