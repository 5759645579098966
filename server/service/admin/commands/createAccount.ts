import type { AdminCommand, AdminContext } from '../adminCommand';
import { parseCommandArgs, parseUtcOffset, requiredOption } from '../args';

/** Creates an account (with the default deal statuses) and returns its id. */
export async function createAccount(
  ctx: AdminContext,
  input: { name: string; utcOffsetMinutes: number },
): Promise<number> {
  return ctx.store.accounts.createAccount(input.name, input.utcOffsetMinutes);
}

export const createAccountCommand: AdminCommand = {
  name: 'create-account',
  synopsis: 'create-account --name NAME [--utc-offset +HHMM]',
  summary: 'Creates an account and prints its id. Add a user with create-user.',
  details: [
    '--utc-offset  the offset dates are written with (Format A), e.g. +0200 or -0500; default +0000',
  ],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['name', 'utc-offset']);
    const name = requiredOption(parsed, 'name');
    const offset = parsed.values['utc-offset'];
    const utcOffsetMinutes = offset === undefined ? 0 : parseUtcOffset(offset);
    return async (ctx) => {
      const id = await createAccount(ctx, { name, utcOffsetMinutes });
      ctx.out(String(id));
    };
  },
};
