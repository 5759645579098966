import { ApiError, httpApiError } from './apiError';
import { takeEarlyResponse, type TakeEarlyResponse } from './earlyResponses';
import { goToSignIn, signInPathOf, type SignInRequired } from './signInRedirect';

/**
 * The console's fetch client for the XML API. In the browser it talks to `/service` on its own
 * origin (the proxy adds the credentials); tests give it the absolute address of a real service
 * and an `Authorization` header. No DOM APIs: the same code runs in node tests.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null and undefined ones are left out. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiClientOptions {
  /** Where `/service` is: `/service` (default, same origin) or an absolute URL like `http://127.0.0.1:8081/service`. */
  baseUrl?: string;
  /** Extra headers on every request (tests: `Authorization`; the browser never holds credentials). */
  headers?: Readonly<Record<string, string>>;
  /** The fetch to use; default the global one, looked up at call time. */
  fetch?: typeof fetch;
  /** Called when the proxy says the session is over (401 + X-Crm-Sign-In); default: go sign in. */
  onSignInRequired?: SignInRequired;
  /**
   * Where a read finds the answer index.html already asked for (default: the page's early
   * answers, see earlyResponses.ts; none outside such a page).
   */
  early?: TakeEarlyResponse;
}

export interface RequestOptions {
  query?: QueryParams;
  /** An XML document; sent as `application/xml; charset=utf-8`. */
  body?: string;
  /** `If-Match`: the ETag the record was read with, so a stale update answers 412. */
  ifMatch?: string;
  signal?: AbortSignal;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Sends one request; resolves with any 2xx reply, throws ApiError for everything else. */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResponse>;
}

export const DEFAULT_BASE_URL = '/service';

/** `servicePath('companies', 12, 'locations', 'work place')` → `/companies/12/locations/work%20place.xml`. */
export function servicePath(...segments: readonly (string | number)[]): string {
  return `/${segments.map(encodeSegment).join('/')}.xml`;
}

/**
 * One name as one path segment. `encodeURIComponent` leaves `.` as is, but a name starting with a
 * dot (`.NET developers`, or `.old` after a `/` in `HQ/.old`) would then look like a dotfile or
 * a dot segment, which the proxy refuses: such a dot travels as `%2E`.
 */
function encodeSegment(segment: string | number): string {
  return encodeURIComponent(String(segment)).replace(/(^|%2F|%5C)\./g, '$1%2E');
}

export function queryString(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function failure(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (signal?.aborted === true || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError('aborted', ['The request was cancelled'], null, null, { cause: error });
  }
  return new ApiError(
    'network',
    ['The CRM service could not be reached: check the connection and try again'],
    null,
    null,
    { cause: error },
  );
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const extraHeaders = options.headers ?? {};
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const onSignInRequired = options.onSignInRequired ?? goToSignIn;
  const takeEarly = options.early ?? takeEarlyResponse;

  /** A read index.html sent already is awaited instead of sent again; if it failed, it is sent. */
  function send(method: HttpMethod, url: string, init: RequestInit): Promise<Response> {
    const early = method === 'GET' ? takeEarly(url) : undefined;
    if (early === undefined) return fetchImpl(url, init);
    return early.catch(() => fetchImpl(url, init));
  }

  async function request(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<ApiResponse> {
    const { body, ifMatch, signal } = requestOptions;
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/xml' };
    if (body !== undefined) headers['content-type'] = 'application/xml; charset=utf-8';
    if (ifMatch !== undefined) headers['if-match'] = ifMatch;
    const url = `${baseUrl}${path}${queryString(requestOptions.query)}`;

    let response: Response;
    let text: string;
    try {
      response = await send(method, url, { method, headers, body, signal });
      // Reading the body can fail too (a cut connection, an abort): same mapping as the fetch.
      text = await response.text();
    } catch (error) {
      throw failure(error, signal);
    }
    if (response.status < 200 || response.status > 299) {
      const signInPath = signInPathOf(response);
      if (signInPath !== undefined) onSignInRequired(signInPath);
      throw httpApiError(response.status, text, response.headers.get('retry-after'));
    }
    return { status: response.status, headers: response.headers, text };
  }

  return { baseUrl, request };
}
