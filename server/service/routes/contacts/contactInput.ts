import { parseTimestamp } from '#xml/dates';
import { child } from '#xml/tree';
import { HttpError } from '#server/http/httpError';
import { decodeInput, type RouteContext } from '../../wire/routeContext';
import type { PersonSearch } from '../../store/contactStore';
import type { ContactKind } from '../../store/scope';
import { sortOf } from './sortParam';

/** A search parameter's trimmed text; absent or empty means "not given". */
function searchText(ctx: RouteContext, name: string): string | undefined {
  const text = child(ctx.query, name)?.text.trim();
  return text === undefined || text === '' ? undefined : text;
}

/**
 * Search parameters of a company or person list (api.md "Companies", decisions.md "Person"):
 * `updated_since` is a time (Format B without weekday; a bad one is a 400), `company_id` (people
 * only) an integer (else 400); and the order, our `sort` extension (`sortParam.ts`).
 */
export function searchOf(ctx: RouteContext, kind: ContactKind): PersonSearch {
  const search: PersonSearch = {};
  const name = searchText(ctx, 'name');
  if (name !== undefined) search.name = name;
  const email = searchText(ctx, 'email');
  if (email !== undefined) search.email = email;
  const tag = searchText(ctx, 'tag');
  if (tag !== undefined) search.tag = tag;
  const state = searchText(ctx, 'state');
  if (state !== undefined) search.state = state;
  const updatedSince = searchText(ctx, 'updated_since');
  if (updatedSince !== undefined)
    search.updatedSince = decodeInput(() => parseTimestamp(updatedSince, 'updated_since'));
  if (kind === 'person') {
    const companyId = searchText(ctx, 'company_id');
    if (companyId !== undefined) {
      if (!/^\d{1,15}$/.test(companyId))
        throw new HttpError(400, ['company_id must be an integer']);
      search.companyId = Number(companyId);
    }
  }
  const sort = sortOf(ctx, kind);
  if (sort !== undefined) search.sort = sort;
  return search;
}

/** The absolute address of a record, for Location headers. */
export function recordUrl(
  ctx: RouteContext,
  collection: 'companies' | 'people',
  id: number,
): string {
  return `${ctx.baseUrl}/service/${collection}/${id}.xml`;
}
