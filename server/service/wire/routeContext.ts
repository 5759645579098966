import type { EncodeOptions } from '#xml/encodeOptions';
import { XmlDecodeError } from '#xml/decodeError';
import { child, type XmlElement } from '#xml/tree';
import { HttpError } from '../../http/httpError';
import type { AuthenticatedUser } from '../store/accountStore';
import type { Page, Scope } from '../store/scope';
import type { Store } from '../store/store';
import type { RepresentationCache } from './representationCache';
import { FORM_ROOT } from './requestInput';

/** Everything a route handler gets: who is asking, what they sent, and the store. */
export interface RouteContext {
  store: Store;
  user: AuthenticatedUser;
  scope: Scope;
  /** Decoded path parameters (`:id`, `:label`, `:name`, `:records`). */
  params: Readonly<Record<string, string>>;
  /** The query string as an element tree (root `#query`). */
  query: XmlElement;
  /** The body: an XML document's root element, a form's `#form` root, or null. */
  body: XmlElement | null;
  /** Raw `If-Match` header, if any. */
  ifMatch: string | undefined;
  /** `{base_url}` for absolute Location headers, e.g. `http://127.0.0.1:8081`. */
  baseUrl: string;
  encodeOptions: EncodeOptions;
  /** Encoded records by version, shared by the requests of this service app. */
  cache: RepresentationCache;
}

/** Path parameter as a record id; anything else cannot name a record, so 404. */
export function idParam(ctx: RouteContext, name = 'id'): number {
  const raw = ctx.params[name] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(404, [`No record with id ${raw.slice(0, 40)}`]);
  return Number(raw);
}

/**
 * The element holding a record's fields, wherever the client put it: the XML body's root when it
 * is `<name>`, `name[...]` in a form body, or `name[...]` in the query string (the Ruby client's
 * add_location sends the location in the query and the person as the body).
 */
export function recordInput(ctx: RouteContext, name: string): XmlElement {
  if (ctx.body !== null && ctx.body.name === name) return ctx.body;
  if (ctx.body !== null && ctx.body.name === FORM_ROOT) {
    const fromForm = child(ctx.body, name);
    if (fromForm !== undefined) return fromForm;
  }
  const fromQuery = child(ctx.query, name);
  if (fromQuery !== undefined) return fromQuery;
  if (ctx.body === null)
    throw new HttpError(422, [
      `The request has no <${name}>: send it as the XML body or as ${name}[field] parameters`,
    ]);
  throw new HttpError(422, [
    `Expected a <${name}> element, got <${ctx.body.name.replace(FORM_ROOT, 'form parameters')}>`,
  ]);
}

/**
 * A scalar parameter (`contact_id`, `role`, `tag`) from the query string, a form body, or an XML
 * body (as a child of the root, or as the root itself: `<tag>name</tag>`).
 */
export function scalarParam(ctx: RouteContext, name: string): XmlElement | undefined {
  const fromQuery = child(ctx.query, name);
  if (fromQuery !== undefined) return fromQuery;
  if (ctx.body === null) return undefined;
  if (ctx.body.name === name) return ctx.body;
  return child(ctx.body, name);
}

const MAX_LIMIT = 500;

function pageNumber(ctx: RouteContext, name: 'offset' | 'limit', fallback: number): number {
  const el = child(ctx.query, name);
  if (el === undefined || el.text.trim() === '') return fallback;
  const text = el.text.trim();
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, [`${name} must be a non-negative integer`]);
  return Number(text);
}

/** offset (default 0) and limit (default 10, clamped to 500); bad values are a 400. */
export function pageOf(ctx: RouteContext): Page {
  return {
    offset: pageNumber(ctx, 'offset', 0),
    limit: Math.min(pageNumber(ctx, 'limit', 10), MAX_LIMIT),
  };
}

/**
 * `offset`/`limit` as every list pages, or `page` (1-based, as the PHP and Ruby clients page):
 * page N is offset (N-1)·limit. Both `page` and `offset` at once is ambiguous, so a 400.
 */
export function numberedPageOf(ctx: RouteContext): Page {
  const page = pageOf(ctx);
  const number = child(ctx.query, 'page')?.text.trim() ?? '';
  if (number === '') return page;
  if (!/^\d{1,9}$/.test(number) || Number(number) < 1)
    throw new HttpError(400, ['page must be a positive integer']);
  if ((child(ctx.query, 'offset')?.text.trim() ?? '') !== '')
    throw new HttpError(400, ['Give page or offset, not both']);
  return { ...page, offset: (Number(number) - 1) * page.limit };
}

/**
 * Runs a codec decoder on client input, turning its errors into the statuses of decisions.md:
 * malformed input and bad dates 400, wrong value types 422.
 */
export function decodeInput<T>(decode: () => T): T {
  try {
    return decode();
  } catch (error) {
    if (error instanceof XmlDecodeError)
      throw new HttpError(error.kind === 'invalid' ? 422 : 400, [error.message]);
    throw error;
  }
}
