import { COMMUNICATION_TYPE_ERROR, parseCommunicationType } from '#xml/communication';
import { parseIntText } from '#xml/values';
import { parseTimestamp } from '#xml/dates';
import { child } from '#xml/tree';
import { HttpError } from '#server/http/httpError';
import { decodeInput, type RouteContext } from '../../wire/routeContext';
import type { CommunicationSearch } from '../../store/communicationStore';

const TIME_PARAMETERS = [
  ['updated_since', 'updatedSince'],
  ['updated_before', 'updatedBefore'],
  ['created_since', 'createdSince'],
  ['created_before', 'createdBefore'],
] as const;

/** A query parameter's trimmed text; empty counts as not given. */
function queryText(ctx: RouteContext, name: string): string | undefined {
  const text = child(ctx.query, name)?.text.trim();
  return text === '' ? undefined : text;
}

/**
 * The search parameters of GET communications (api.md), all optional and combined with AND.
 * Unreadable times are a 400 (decodeInput); an unknown ctype or a non-integer contact_id a 422.
 */
export function communicationSearchOf(ctx: RouteContext): CommunicationSearch {
  const search: CommunicationSearch = {};
  for (const [parameter, field] of TIME_PARAMETERS) {
    const text = queryText(ctx, parameter);
    if (text !== undefined) search[field] = decodeInput(() => parseTimestamp(text, parameter));
  }
  const problems: string[] = [];
  const ctype = queryText(ctx, 'ctype');
  if (ctype !== undefined) {
    const parsed = parseCommunicationType(ctype);
    if (parsed === null) problems.push(COMMUNICATION_TYPE_ERROR);
    else search.ctype = parsed;
  }
  const contactId = queryText(ctx, 'contact_id');
  if (contactId !== undefined) {
    try {
      search.contactId = parseIntText(contactId, 'contact_id');
    } catch {
      problems.push('Contact id must be an integer');
    }
  }
  if (problems.length > 0) throw new HttpError(422, problems);
  return search;
}
