import type { RecordKind } from '../store/scope';
import type { RouteContext } from './routeContext';
import { preconditionFailed } from './written';

/** `"v12"`: the strong entity-tag of a record at version 12 (reply.ts etagOf). */
const VERSION_TAG = /^"v(\d{1,15})"$/;
/** One member of an If-Match list: an entity-tag, weak or strong, and what follows it. */
const MEMBER = /[ \t]*((?:W\/)?"[^"]*")[ \t]*(?:,|$)/y;

/**
 * The record versions an `If-Match` header accepts (RFC 9110 §13.1.1): undefined when there is
 * no condition (absent, empty or `*`), else the versions of its strong members. If-Match compares
 * strongly: a weak tag (`W/"v3"`) matches nothing, nor does a tag that is no version of ours, nor
 * a header that is no list of entity-tags; a list matches when any member does. Linear in the
 * header's length (a sticky regex advancing through it).
 */
export function ifMatchVersions(header: string | undefined): number[] | undefined {
  const value = header?.trim() ?? '';
  if (value === '' || value === '*') return undefined;
  const versions: number[] = [];
  MEMBER.lastIndex = 0;
  while (MEMBER.lastIndex < value.length) {
    const at = MEMBER.lastIndex;
    const member = MEMBER.exec(value);
    if (member === null || MEMBER.lastIndex === at) return [];
    const version = VERSION_TAG.exec(member[1]!);
    if (version !== null) versions.push(Number(version[1]));
  }
  return versions;
}

/** The record's current version; null when it is not in the caller's account. */
async function currentVersion(
  ctx: RouteContext,
  kind: RecordKind,
  id: number,
): Promise<number | null> {
  switch (kind) {
    case 'person':
    case 'company':
      return ctx.store.contacts.contactVersion(ctx.scope, kind, id);
    case 'deal':
      return (await ctx.store.deals.findDeal(ctx.scope, id))?.version ?? null;
    case 'todo':
      return (await ctx.store.todos.findTodo(ctx.scope, id))?.version ?? null;
    case 'communication':
      return (await ctx.store.communications.findCommunication(ctx.scope, id))?.version ?? null;
  }
}

/**
 * The version a guarded write of the record must find (the store compares it in the write's own
 * transaction): undefined without a condition; 412 at once when no member can match. A list of
 * several versions is narrowed to the current one when it is among them (one read more, only then).
 */
export async function expectedVersionOf(
  ctx: RouteContext,
  kind: RecordKind,
  id: number,
): Promise<number | undefined> {
  const versions = ifMatchVersions(ctx.ifMatch);
  if (versions === undefined) return undefined;
  if (versions.length === 0) throw preconditionFailed();
  if (versions.length === 1) return versions[0];
  const current = await currentVersion(ctx, kind, id);
  if (current === null) return versions[0]; // the write answers 404
  if (!versions.includes(current)) throw preconditionFailed();
  return current;
}

/**
 * For writes to what a record embeds (tags, SuperTags, locations, comments), which bump the
 * record's version but whose store calls take no expected version: 412 when If-Match does not
 * hold the record's current version. Checked just before the write, not inside its transaction,
 * so a change landing between the two is not caught (the record's own PUT and DELETE are exact).
 */
export async function checkIfMatch(ctx: RouteContext, kind: RecordKind, id: number): Promise<void> {
  const versions = ifMatchVersions(ctx.ifMatch);
  if (versions === undefined) return;
  const current = await currentVersion(ctx, kind, id);
  // No such record: the write itself answers 404.
  if (current !== null && !versions.includes(current)) throw preconditionFailed();
}
