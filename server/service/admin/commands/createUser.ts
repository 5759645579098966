import { USER_ROLES, type UserRole } from '#xml/account';
import { addUser } from '../../account/accountUsers';
import { AdminError, UsageError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseEmail, parseId, requiredOption } from '../args';
import { requireAccount } from '../lookups';

/** Creates a user with a fresh API token; returns the user's id and that token (stored only hashed). */
export async function createUser(
  ctx: AdminContext,
  input: { accountId: number; name: string; email: string; role?: UserRole },
): Promise<{ userId: number; token: string }> {
  await requireAccount(ctx.store, input.accountId);
  const result = await addUser(ctx.store.accounts, input.accountId, {
    name: input.name.trim(),
    email: input.email,
    role: input.role,
  });
  if (result.status === 'ok') return result.value;
  const problems = 'problems' in result ? result.problems.map((p) => p.message) : [result.status];
  const hint =
    result.status === 'duplicate' ? ': use reset-token to give that user a new token' : '';
  throw new AdminError(`${problems.join('; ')}${hint}`);
}

function parseRole(text: string | undefined): UserRole | undefined {
  if (text === undefined) return undefined;
  const role = USER_ROLES.find((r) => r === text.trim().toLowerCase());
  if (role === undefined)
    throw new UsageError(`--role must be administrator or member (got "${text}")`);
  return role;
}

export const createUserCommand: AdminCommand = {
  name: 'create-user',
  synopsis: 'create-user --account ID --name NAME --email EMAIL [--role administrator|member]',
  summary: "Adds a user to an account and prints the new user's API token (shown only this once).",
  details: ["--role  member by default; the account's first user is always its administrator"],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account', 'name', 'email', 'role']);
    const accountId = parseId(requiredOption(parsed, 'account'), '--account');
    const name = requiredOption(parsed, 'name');
    const email = parseEmail(requiredOption(parsed, 'email'), '--email');
    const role = parseRole(parsed.values['role']);
    return async (ctx) => {
      const { token } = await createUser(ctx, { accountId, name, email, role });
      ctx.out(token);
    };
  },
};
