import type { NewAccountUser } from '#xml/account';
import { isOverLimit, MAX_SHORT_TEXT, tooLongMessage } from '#xml/textLimits';
import { generateToken, hashToken } from '../auth/token';
import type { AccountStore } from '../store/accountStore';
import { invalid, written, type Problem, type WriteResult } from '../store/writeResult';

/**
 * Adding users and giving them tokens: one implementation for `npm run admin` (create-user,
 * reset-token) and the account settings' endpoints (`/service/account/users…`).
 */

/** An e-mail address as the service takes it: something@somewhere.tld, at most 254 characters. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

/** What is wrong with a new user's name and e-mail (both trimmed already); [] when nothing. */
export function newUserProblems(user: Pick<NewAccountUser, 'name' | 'email'>): Problem[] {
  const problems: Problem[] = [];
  if (user.name === '') problems.push({ field: 'name', message: "Name can't be blank" });
  else if (isOverLimit(user.name, MAX_SHORT_TEXT))
    problems.push({ field: 'name', message: tooLongMessage('Name', MAX_SHORT_TEXT) });
  if (!EMAIL.test(user.email) || user.email.length > MAX_EMAIL)
    problems.push({
      field: 'email',
      message: 'E-mail must be an address such as bob@example.com (at most 254 characters)',
    });
  return problems;
}

/**
 * Adds a user with a fresh API token (stored only hashed; the token is in the answer and nowhere
 * else). The account's first user is its administrator whatever `role` says.
 */
export async function addUser(
  accounts: AccountStore,
  accountId: number,
  user: Pick<NewAccountUser, 'name' | 'email'> & { role?: NewAccountUser['role'] },
): Promise<WriteResult<{ userId: number; token: string }>> {
  const problems = newUserProblems(user);
  if (problems.length > 0) return invalid(...problems);
  const token = generateToken();
  const result = await accounts.createUser(accountId, user, hashToken(token));
  return result.status === 'ok' ? written({ userId: result.value, token }) : result;
}

/** A new token for the user (the old one stops with the next request); null when there is no such user. */
export async function issueToken(accounts: AccountStore, userId: number): Promise<string | null> {
  const token = generateToken();
  return (await accounts.setTokenHash(userId, hashToken(token))) ? token : null;
}

/** The hash a deactivated user's token is replaced with: of a token generated and forgotten. */
export const revokedTokenHash = (): Buffer => hashToken(generateToken());
