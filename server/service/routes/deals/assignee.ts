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
  return { userId: byEmail?.id ?? byId?.id };
}
