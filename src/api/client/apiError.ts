import { decodeErrorDocument } from '#xml/errorDocument';

/**
 * The console's one error type for everything the API layer can run into. Screens turn it into a
 * notification, an inline message or an error route by looking at `kind` and `status`:
 * - `http`: the service (or the proxy in front of it) answered with an error status;
 * - `network`: no answer at all (connection refused, DNS, CORS, offline);
 * - `undecodable`: an answer came but is not the document we expected (HTML, garbage, wrong root);
 * - `aborted`: the caller cancelled the request (a screen was left, a query was superseded).
 */
export type ApiErrorKind = 'http' | 'network' | 'undecodable' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** Human-readable problems, one per line of an error document; never empty. */
    readonly messages: readonly string[],
    /** HTTP status for `http` errors (and for `undecodable` replies, the status they came with); else null. */
    readonly status: number | null = null,
    /** Seconds to wait before trying again (429 and 503 with `Retry-After`); else null. */
    readonly retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(messages.join('; '), options);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 412: the record changed since it was read (its `If-Match` ETag is stale). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 412;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** `Retry-After` as delay seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** What to tell a person when an error reply carries no error document of its own. */
export function statusMessage(status: number, retryAfterSeconds: number | null = null): string {
  switch (status) {
    case 400:
      return 'The request was not understood by the CRM service';
    case 401:
      return 'The CRM service did not accept the credentials';
    case 403:
      return 'Not allowed';
    case 404:
      return 'The record was not found (it may have been deleted)';
    case 405:
      return 'This operation is not supported';
    case 412:
      return 'The record was changed by someone else since it was loaded: reload it and try again';
    case 413:
      return 'The request is too large for the CRM service';
    case 415:
      return 'The CRM service did not accept the request format';
    case 422:
      return 'The values were not accepted';
    case 429:
      return retryAfterSeconds === null
        ? 'Too many attempts: wait a moment and try again'
        : `Too many attempts: try again in ${retryAfterSeconds} seconds`;
    case 502:
      return 'The CRM service could not be reached';
    case 503:
      return 'The CRM service is unavailable at the moment';
    case 504:
      return 'The CRM service did not answer in time';
    default:
      return status >= 500
        ? `The CRM service failed (status ${status})`
        : `The request failed (status ${status})`;
  }
}

/**
 * An error status reply → ApiError. The service and the proxy both answer with an error document
 * (`<errors><error>…</error></errors>`); its messages win. A body that is not one (an HTML page of
 * some gateway) falls back to a message for the status.
 */
export function httpApiError(
  status: number,
  body: string,
  retryAfterHeader: string | null,
): ApiError {
  const retryAfter = parseRetryAfter(retryAfterHeader);
  const fromDocument = decodeErrorDocument(body).filter((m) => m !== '');
  return new ApiError(
    'http',
    fromDocument.length > 0 ? fromDocument : [statusMessage(status, retryAfter)],
    status,
    retryAfter,
  );
}

/** A reply that could not be read as the expected document. */
export function undecodableApiError(what: string, cause: unknown, status: number | null): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(
    'undecodable',
    [`The CRM service sent a reply that could not be read (${what}): ${detail.slice(0, 200)}`],
    status,
    null,
    { cause },
  );
}
