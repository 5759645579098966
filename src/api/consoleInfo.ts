import { queryOptions } from '@tanstack/react-query';
import { takeEarlyResponse } from './client/earlyResponses';
import { goToSignIn, signInPathOf } from './client/signInRedirect';

/**
 * `GET /console/info.json` is the proxy's own endpoint (not the XML API): which upstream the
 * console is talking to, `"embedded"` or the remote account's host name. The shell shows it; the
 * pipeline board asks our service's extensions at once when the upstream is the embedded one.
 */
export interface ConsoleInfo {
  upstream: string;
  /** Where to sign out: present when the operator set a console login (CONSOLE_USER). */
  signOut?: string;
}

/** Only a path on the console's own origin is followed (never `//host` or a scheme). */
const ownPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.startsWith('//');

export function parseConsoleInfo(body: unknown): ConsoleInfo {
  if (
    typeof body === 'object' &&
    body !== null &&
    'upstream' in body &&
    typeof body.upstream === 'string'
  ) {
    const signOut = 'signOut' in body ? body.signOut : undefined;
    return ownPath(signOut) ? { upstream: body.upstream, signOut } : { upstream: body.upstream };
  }
  throw new Error('The console info reply has no "upstream" text');
}

const CONSOLE_INFO_URL = '/console/info.json';

export async function fetchConsoleInfo(signal?: AbortSignal): Promise<ConsoleInfo> {
  const ask = () => fetch(CONSOLE_INFO_URL, { headers: { accept: 'application/json' }, signal });
  // index.html may have asked already (earlyResponses.ts).
  const response = await (takeEarlyResponse(CONSOLE_INFO_URL)?.catch(ask) ?? ask());
  const signInPath = signInPathOf(response);
  if (signInPath !== undefined) goToSignIn(signInPath);
  if (!response.ok)
    throw new Error(`The console info could not be read (status ${response.status})`);
  return parseConsoleInfo(await response.json());
}

/** The upstream does not change while the proxy runs: read once per page load. */
export const consoleInfoQuery = queryOptions({
  queryKey: ['console', 'info'],
  queryFn: ({ signal }) => fetchConsoleInfo(signal),
  staleTime: Infinity,
});
