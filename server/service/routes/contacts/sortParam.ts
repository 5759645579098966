import { child } from '#xml/tree';
import { HttpError } from '#server/http/httpError';
import type { Reply } from '../../wire/reply';
import type { RouteContext } from '../../wire/routeContext';
import { sortText } from '../../store/contactOrder';
import type { ContactSort, ContactSortKey } from '../../store/contactStore';
import type { ContactKind } from '../../store/scope';

/**
 * Answer header of our `sort` extension, naming the order applied. A classic server ignores an
 * unknown parameter and answers by id, so a client can only tell that its order was honoured
 * from this header.
 */
export const SORT_HEADER = 'x-crm-sort';

const SORT_KEYS: Record<ContactKind, readonly ContactSortKey[]> = {
  company: ['name', 'updated_at', 'created_at', 'id'],
  person: ['name', 'last_name', 'updated_at', 'created_at', 'id'],
};

/** Every value `sort` accepts for the kind, as an error message lists them. */
function allowedValues(kind: ContactKind): string {
  return SORT_KEYS[kind].flatMap((key) => [key, `-${key}`]).join(', ');
}

/**
 * The `sort` query parameter of a company or person list (an extension: the API lists by id):
 * a key, `-` in front for descending; absent or empty means "by id" as the API says. Anything
 * else is a 400 naming the allowed values, as other bad query parameters are.
 */
export function sortOf(ctx: RouteContext, kind: ContactKind): ContactSort | undefined {
  const text = child(ctx.query, 'sort')?.text.trim();
  if (text === undefined || text === '') return undefined;
  const descending = text.startsWith('-');
  const named = descending ? text.slice(1) : text;
  const key = SORT_KEYS[kind].find((candidate) => candidate === named);
  if (key === undefined) throw new HttpError(400, [`sort must be one of ${allowedValues(kind)}`]);
  return { key, descending };
}

/** The reply with the `X-Crm-Sort` header when a sort was applied; unchanged otherwise. */
export function withSortHeader(reply: Reply, sort: ContactSort | undefined): Reply {
  if (sort === undefined) return reply;
  return { ...reply, headers: { ...reply.headers, [SORT_HEADER]: sortText(sort) } };
}
