import { HttpError } from '../../http/httpError';
import type { AccountStore, AuthenticatedUser } from '../store/accountStore';
import type { LoginThrottle } from './loginThrottle';
import { hashToken } from './token';

export const REALM = 'CRM API';

const unauthorized = (message: string): HttpError =>
  new HttpError(401, [message], { 'www-authenticate': `Basic realm="${REALM}", charset="UTF-8"` });

/**
 * The token from `Authorization: Basic base64(token:anything)`, or null for anything that is not
 * such a header (missing, another scheme, bad base64, no colon, empty token). Never throws.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Basic[ \t]+([A-Za-z0-9+/=_-]{1,1024})[ \t]*$/i.exec(header);
  if (match === null) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  // RFC 7617: the payload is `user-id ":" password`; without the colon it is malformed, not a
  // bare token. Every client sends `token:x` (or `token:`).
  const colon = decoded.indexOf(':');
  if (colon === -1) return null;
  const token = decoded.slice(0, colon).trim();
  return token === '' || token.length > 256 ? null : token;
}

/**
 * Checks the request's credentials: the user, or a 401 (with WWW-Authenticate, which the .NET
 * client waits for before it sends credentials at all) / 429 error to answer.
 */
export async function authenticate(
  accounts: AccountStore,
  throttle: LoginThrottle,
  header: string | undefined,
  client: string,
): Promise<AuthenticatedUser> {
  const token = tokenFromHeader(header);
  if (token === null) {
    throw unauthorized(
      header === undefined
        ? 'Authentication required: HTTP Basic with your API token as the user name'
        : 'Malformed credentials: use HTTP Basic with your API token as the user name',
    );
  }
  const hash = hashToken(token);
  const user = await accounts.authenticate(hash);
  if (user !== null) return user;
  const retryAfter = throttle.fail(client);
  if (retryAfter !== null) {
    throw new HttpError(429, ['Too many failed logins from this address; wait and try again'], {
      'retry-after': String(retryAfter),
    });
  }
  throw unauthorized('Invalid API token');
}
