import { issueToken } from '../../account/accountUsers';
import { hashToken } from '../../auth/token';
import type { UserRecord } from '../../store/accountStore';
import { readTokenFile, tokenFilePath, writeTokenFile } from '../../tokenFile';
import { AdminError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseEmail, parseId } from '../args';

export interface ResetTokenResult {
  user: UserRecord;
  token: string;
  /** True when `${DATA_DIR}/api-token` held the old token and now holds the new one. */
  tokenFileUpdated: boolean;
}

/**
 * Gives a user a new API token; the old one stops working with the very next request (only the
 * hash is stored, and it is replaced). When the data directory's token file held the old token,
 * it is rewritten so `npm start` keeps working.
 */
export async function resetToken(
  ctx: AdminContext,
  input: { email: string; accountId?: number },
): Promise<ResetTokenResult> {
  const matches = (await ctx.store.accounts.findUsersByEmail(input.email)).filter(
    (u) => input.accountId === undefined || u.accountId === input.accountId,
  );
  if (matches.length === 0) {
    const where = input.accountId === undefined ? '' : ` in account ${input.accountId}`;
    throw new AdminError(
      `There is no user with e-mail ${input.email}${where}: see \`npm run admin -- list-users --account ID\``,
    );
  }
  if (matches.length > 1) {
    throw new AdminError(
      `${input.email} is a user of several accounts (${matches.map((u) => u.accountId).join(', ')}): add --account ID`,
    );
  }
  const user = matches[0]!;
  const saved = readTokenFile(ctx.dataDir);
  const savedBelongsToUser =
    saved !== undefined &&
    (await ctx.store.accounts.authenticate(hashToken(saved)))?.userId === user.id;

  const token = await issueToken(ctx.store.accounts, user.id);
  if (token === null) throw new AdminError(`The user ${input.email} was removed meanwhile`);
  if (savedBelongsToUser) writeTokenFile(ctx.dataDir, token);
  return { user, token, tokenFileUpdated: savedBelongsToUser };
}

export const resetTokenCommand: AdminCommand = {
  name: 'reset-token',
  synopsis: 'reset-token EMAIL [--account ID]',
  summary: 'Gives the user a new API token and prints it; the old token stops working at once.',
  details: [
    '--account  needed when the e-mail is a user of several accounts',
    'If DATA_DIR/api-token held the old token it is rewritten, so `npm start` keeps working.',
  ],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['account'], 1);
    const email = parseEmail(parsed.positionals[0]!, 'EMAIL');
    const account = parsed.values['account'];
    const accountId = account === undefined ? undefined : parseId(account, '--account');
    return async (ctx) => {
      const result = await resetToken(ctx, { email, accountId });
      ctx.out(result.token);
      if (result.tokenFileUpdated)
        ctx.note(`${tokenFilePath(ctx.dataDir)} held the old token and now holds the new one.`);
    };
  },
};
