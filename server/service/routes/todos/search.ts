import { parseTimestamp } from '#xml/dates';
import { child } from '#xml/tree';
import { HttpError } from '#server/http/httpError';
import { decodeInput, type RouteContext } from '../../wire/routeContext';
import type { TodoSearch } from '../../store/todoStore';

const SEARCH_OPTIONS = ['person_id', 'company_id', 'updated_since', 'assigned_to'] as const;
export const ONE_SEARCH_OPTION_ERROR = `Use only one of ${SEARCH_OPTIONS.join(', ')}`;

/** A query parameter's trimmed text; empty counts as not given. */
function queryText(ctx: RouteContext, name: string): string | undefined {
  const text = child(ctx.query, name)?.text.trim();
  return text === '' ? undefined : text;
}

function contactIdOf(text: string, label: string): number {
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(422, [`${label} must be an integer`]);
  return Number(text);
}

/**
 * What GET todos lists (api.md "To-dos"): without a search option the current user's to-dos;
 * with exactly one of person_id, company_id, updated_since, assigned_to the matching to-dos of all
 * users. Several options at once are a 422 (decisions.md); null when nothing can match
 * (`assigned_to` is not the e-mail of a user of the account).
 */
export async function todoSearchOf(ctx: RouteContext): Promise<TodoSearch | null> {
  const given = SEARCH_OPTIONS.flatMap((name) => {
    const text = queryText(ctx, name);
    return text === undefined ? [] : [{ name, text }];
  });
  if (given.length > 1)
    throw new HttpError(422, [
      `${ONE_SEARCH_OPTION_ERROR} (got ${given.map((g) => g.name).join(', ')})`,
    ]);
  const option = given[0];
  if (option === undefined) return { assignedToId: ctx.scope.userId };
  switch (option.name) {
    case 'person_id':
      return { contact: { kind: 'person', id: contactIdOf(option.text, 'Person id') } };
    case 'company_id':
      return { contact: { kind: 'company', id: contactIdOf(option.text, 'Company id') } };
    case 'updated_since':
      return { updatedSince: decodeInput(() => parseTimestamp(option.text, 'Updated since')) };
    case 'assigned_to': {
      const user = await ctx.store.accounts.findUserByEmail(ctx.scope.accountId, option.text);
      return user === null ? null : { assignedToId: user.id };
    }
  }
}
