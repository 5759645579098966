import type { User } from '#xml/user';

/**
 * The users a deal or to-do may be given to: the active ones, and the one it is assigned to
 * already (`current`, an e-mail), so an edit can keep it. The service refuses assigning anything
 * new to a deactivated user (422), so the pickers do not offer them.
 */
export function assignableUsers<U extends Pick<User, 'email' | 'deactivated'>>(
  users: readonly U[],
  current: string | null,
): U[] {
  const kept = current?.trim().toLowerCase() ?? '';
  return users.filter(
    (user) => user.deactivated !== true || (kept !== '' && user.email.toLowerCase() === kept),
  );
}
