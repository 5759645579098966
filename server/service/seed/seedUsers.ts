import { generateToken, hashToken } from '../auth/token';
import type { Store } from '../store/store';
import { seedWritten, type DemoUser } from './seedContext';

/** Colleagues of the admin user, so deals and to-dos have different assignees. */
export const DEMO_COLLEAGUES: readonly { name: string; email: string }[] = [
  { name: 'Dana Sales', email: 'dana@example.com' },
  { name: 'Sam Support', email: 'sam@example.com' },
  { name: 'Lee Manager', email: 'lee@example.com' },
];

/**
 * The admin user and the demo colleagues (created when the account lacks them). Colleagues get a
 * random token that nobody sees: `npm run admin -- reset-token dana@example.com` gives them one.
 */
export async function seedUsers(
  store: Store,
  accountId: number,
  adminUserId: number,
): Promise<DemoUser[]> {
  const admin = await store.accounts.findUserById(accountId, adminUserId);
  if (admin === null)
    throw new Error(
      `Loading the demo data failed: user ${adminUserId} is not a user of account ${accountId}`,
    );
  const users: DemoUser[] = [
    { id: admin.id, name: admin.name, email: admin.email, scope: { accountId, userId: admin.id } },
  ];
  for (const colleague of DEMO_COLLEAGUES) {
    const existing = await store.accounts.findUserByEmail(accountId, colleague.email);
    const id =
      existing?.id ??
      seedWritten(
        await store.accounts.createUser(accountId, colleague, hashToken(generateToken())),
        `user ${colleague.email}`,
      );
    if (id !== admin.id)
      users.push({
        id,
        name: existing?.name ?? colleague.name,
        email: colleague.email,
        scope: { accountId, userId: id },
      });
  }
  return users;
}
