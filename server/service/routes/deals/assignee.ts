import type { RouteContext } from '../../wire/routeContext';

/** What a deal or to-do write says about its assignee (`DealWrite` and `TodoWrite` both have these). */
export interface AssigneeWrite {
  /** The user's e-mail address; anything else (the name as returned on read) is ignored. */
  assignedTo?: string;
  assignedToId?: number;
}

/** The user to assign (undefined: the write does not say), or the problem that makes it a 422. */
export type AssigneeResolution = { userId: number | undefined } | { problem: string };

/**
 * The user a write assigns the record to (api.md "Rules for assigned_to", decisions.md; shared by
 * deals and to-dos):
 * - `assigned_to` holding the e-mail of a user of the account names that user; any other value
 *   (a name, another account's user) is ignored, never an error;
 * - `assigned_to_id` must be a user of the account; it is used unless `assigned_to` names a user,
 *   because a client that re-sends a whole record after changing the e-mail still carries the
 *   `assigned_to_id` it read.
 */
export async function resolveAssignee(
  ctx: RouteContext,
  write: AssigneeWrite,
  currentAssignee?: () => Promise<number | null>,
): Promise<AssigneeResolution> {
  const { accounts } = ctx.store;
  const byId =
    write.assignedToId === undefined
      ? undefined
      : await accounts.findUserById(ctx.scope.accountId, write.assignedToId);
  if (byId === null)
    return { problem: `Assigned to id ${write.assignedToId} is not a user of this account` };
  const byEmail =
    write.assignedTo === undefined
      ? null
      : await accounts.findUserByEmail(ctx.scope.accountId, write.assignedTo);
  const userId = byEmail?.id ?? byId?.id;
  if (userId === undefined) return { userId };
  return assignable(ctx, userId, currentAssignee);
}

/**
 * A deactivated user takes no new deal or to-do (decisions: their records keep their name, but
 * work is not handed to someone who can no longer sign in). A record already theirs may be
 * written back with them, as classic clients send every field on an unrelated edit.
 */
async function assignable(
  ctx: RouteContext,
  userId: number,
  currentAssignee: (() => Promise<number | null>) | undefined,
): Promise<AssigneeResolution> {
  const user = await ctx.store.accounts.findAccountUser(ctx.scope.accountId, userId);
  if (user === null || user.active) return { userId };
  if (currentAssignee !== undefined && (await currentAssignee()) === userId) return { userId };
  return {
    problem: `${user.name} (${user.email}) is deactivated: assign it to an active user of this account`,
  };
}

/** A read made at most once, however many checks of one write ask for it (status, assignee). */
export function readOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= read());
}
