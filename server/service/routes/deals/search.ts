import { parseTimestamp } from '#xml/dates';
import { child } from '#xml/tree';
import { decodeInput, type RouteContext } from '../../wire/routeContext';
import type { DealSearch } from '../../store/dealStore';

/** A query parameter's trimmed text; empty counts as not given. */
function queryText(ctx: RouteContext, name: string): string | undefined {
  const text = child(ctx.query, name)?.text.trim();
  return text === '' ? undefined : text;
}

/**
 * The search parameters of GET deals (api.md), all optional and combined with AND; null when
 * they cannot match anything (`assigned_to` is not the e-mail of a user of the account).
 * `status` matches without case; an unreadable `updated_since` is a 400. `tag` and `title` are
 * our extensions (docs/api-decisions.md): `tag` the same rule as the companies and people `tag`
 * search, `title` a substring of the title, `contact_id` the deals a contact is the party of
 * (`deal_with_id`) or related to (a number that is no id matches nothing).
 */
export async function dealSearchOf(ctx: RouteContext): Promise<DealSearch | null> {
  const search: DealSearch = {};
  const since = queryText(ctx, 'updated_since');
  if (since !== undefined)
    search.updatedSince = decodeInput(() => parseTimestamp(since, 'Updated since'));
  const status = queryText(ctx, 'status');
  if (status !== undefined) search.status = status.toLowerCase();
  const email = queryText(ctx, 'assigned_to');
  if (email !== undefined) {
    const user = await ctx.store.accounts.findUserByEmail(ctx.scope.accountId, email);
    if (user === null) return null;
    search.assignedToId = user.id;
  }
  const tag = queryText(ctx, 'tag');
  if (tag !== undefined) search.tag = tag;
  // No title holds a NUL (XML cannot carry one) and the PostgreSQL store drops it from every value:
  // dropped here for both stores to agree, as the contact name search does; nothing left is no filter.
  const title = queryText(ctx, 'title')?.replace(/\0/g, '');
  if (title !== undefined && title !== '') search.title = title;
  const contact = queryText(ctx, 'contact_id');
  if (contact !== undefined) {
    // Not a whole number: no contact has that id, so nothing matches (as an unknown assignee).
    if (!/^\d{1,15}$/.test(contact)) return null;
    search.contactId = Number(contact);
  }
  return search;
}
