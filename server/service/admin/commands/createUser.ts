import { generateToken, hashToken } from '../../auth/token';
import { AdminError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseEmail, parseId, requiredOption } from '../args';
import { requireAccount } from '../lookups';

/** Creates a user with a fresh API token; returns the user's id and that token (stored only hashed). */
export async function createUser(
  ctx: AdminContext,
  input: { accountId: number; name: string; email: string },
): Promise<{ userId: number; token: string }> {
  await requireAccount(ctx.store, input.accountId);
  const token = generateToken();
  const result = await ctx.store.accounts.createUser(
    input.accountId,
    { name: input.name, email: input.email },
    hashToken(token),
  );
  if (result.status === 'ok') return { userId: result.value, token };
  const problems = 'problems' in result ? result.problems.map((p) => p.message) : [result.status];
  throw new AdminError(`${problems.join('; ')}: use reset-token to give that user a new token`);
}

export const createUserCommand: AdminCommand = {
  name: 'create-user',
  synopsis: 'create-user --account ID --name NAME --email EMAIL',
  summary: "Adds a user to an account and prints the new user's API token (shown only this once).",
  details: [],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account', 'name', 'email']);
    const accountId = parseId(requiredOption(parsed, 'account'), '--account');
    const name = requiredOption(parsed, 'name');
    const email = parseEmail(requiredOption(parsed, 'email'), '--email');
    return async (ctx) => {
      const { token } = await createUser(ctx, { accountId, name, email });
      ctx.out(token);
    };
  },
};
