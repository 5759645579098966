import type { DealWrite } from '#xml/deal';
import { HttpError } from '#server/http/httpError';
import type { RouteContext } from '../../wire/routeContext';
import type { DealChanges, DealRecord, NewDeal } from '../../store/dealStore';
import { resolveAssignee } from './assignee';
import { defaultDealStatus, matchDealStatus } from './statuses';

/**
 * A decoded deal write → the store's fields, checking what the route can check (title, status,
 * assignee) and reporting every problem at once as a 422. Ids of linked records are checked by
 * the store inside the write's transaction (its `invalid` answer, one problem per link).
 * `held` reads an update's deal as it is: a deal in a retired stage may be written back with it,
 * and with a deactivated assignee it already has (classic clients send every field), though no
 * deal may move into either.
 */
export async function dealChangesOf(
  ctx: RouteContext,
  write: DealWrite,
  held?: () => Promise<Pick<DealRecord, 'status' | 'assignedToId'> | null>,
): Promise<DealChanges> {
  const heldStatus = held && (async () => (await held())?.status ?? null);
  const problems: string[] = [];
  const changes: DealChanges = {};
  if (write.title !== undefined) {
    changes.title = write.title.trim();
    if (changes.title === '') problems.push("Title can't be blank");
  }
  if (write.description !== undefined) changes.description = write.description;
  if (write.amount !== undefined) changes.amount = write.amount;
  if (write.status !== undefined) {
    const statuses = await ctx.store.accounts.listDealStatuses(ctx.scope.accountId);
    const status =
      matchDealStatus(statuses, write.status) ?? (await keptStatus(write.status, heldStatus));
    if (status === null) problems.push(`Status must be one of ${statuses.join(', ')}`);
    else changes.status = status;
  }
  if (write.dealWithId !== undefined) changes.dealWithId = write.dealWithId;
  const assignee = await resolveAssignee(
    ctx,
    write,
    held && (async () => (await held())?.assignedToId ?? null),
  );
  if ('problem' in assignee) problems.push(assignee.problem);
  else if (assignee.userId !== undefined) changes.assignedToId = assignee.userId;
  if (write.attachedCommunicationIds !== undefined)
    changes.attachedCommunicationIds = write.attachedCommunicationIds;
  if (write.attachedContactIds !== undefined) changes.attachedContactIds = write.attachedContactIds;
  if (write.todoIds !== undefined) changes.todoIds = write.todoIds;
  if (problems.length > 0) throw new HttpError(422, problems);
  return changes;
}

/** The status given when it is the one the deal holds already (a retired stage's), else null. */
async function keptStatus(
  given: string,
  heldStatus: (() => Promise<string | null>) | undefined,
): Promise<string | null> {
  const held = heldStatus === undefined ? null : await heldStatus();
  return held !== null && held === given.trim().toLowerCase() ? held : null;
}

/** A new deal: title required; status `pending` (or the account's first), the current user as assignee, unless given. */
export async function newDealOf(ctx: RouteContext, write: DealWrite): Promise<NewDeal> {
  const changes = await dealChangesOf(ctx, { ...write, title: write.title ?? '' });
  return {
    title: changes.title ?? '',
    description: changes.description ?? '',
    status:
      changes.status ??
      defaultDealStatus(await ctx.store.accounts.listDealStages(ctx.scope.accountId)),
    amount: changes.amount ?? '0.00',
    dealWithId: changes.dealWithId ?? null,
    assignedToId: changes.assignedToId ?? ctx.scope.userId,
    attachedCommunicationIds: changes.attachedCommunicationIds ?? [],
    attachedContactIds: changes.attachedContactIds ?? [],
    todoIds: changes.todoIds ?? [],
  };
}
