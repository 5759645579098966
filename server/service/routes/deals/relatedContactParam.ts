import { HttpError } from '#server/http/httpError';
import { scalarParam, type RouteContext } from '../../wire/routeContext';

/**
 * `contact_id` of add_related_contact / remove_related_contact (deals and to-dos), from the query
 * string, a form body (the PHP client: `contact_id=78`) or an XML body. Missing or not an integer: 422.
 */
export function relatedContactIdOf(ctx: RouteContext): number {
  const el = scalarParam(ctx, 'contact_id');
  const text = el === undefined || el.nil ? '' : el.text.trim();
  if (text === '') throw new HttpError(422, ["Contact id can't be blank"]);
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(422, ['Contact id must be an integer']);
  return Number(text);
}
