import { HttpError } from '../../http/httpError';
import type { AccountStore, AuthenticatedUser } from '../store/accountStore';
import type { Lockout, LoginThrottle } from './loginThrottle';
import { hashToken } from './token';
import type { TokenHashes } from './tokenHashes';

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

/** The token hash of Basic credentials; a 401 error to answer when there are none or they are unreadable. */
function hashOfCredentials(header: string | undefined): Buffer {
  const token = tokenFromHeader(header);
  if (token === null) {
    throw unauthorized(
      header === undefined
        ? 'Authentication required: HTTP Basic with your API token as the user name'
        : 'Malformed credentials: use HTTP Basic with your API token as the user name',
    );
  }
  return hashToken(token);
}

const tooManyFailures = ({ scope, retryAfterSeconds }: Lockout): HttpError =>
  new HttpError(
    429,
    [
      scope === 'address'
        ? `Too many failed logins from this address; try again in ${retryAfterSeconds} s`
        : `Too many failed logins on this service; try again in ${retryAfterSeconds} s`,
    ],
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Checks the request's credentials: the user, or a 401 (with WWW-Authenticate, which the .NET
 * client waits for before it sends credentials at all) / 429 error to answer. While the client's
 * address or the service is locked out (loginThrottle.ts), a token that has not logged in before
 * is refused with 429 without being looked up; one that has is checked as always.
 */
export async function authenticate(
  accounts: AccountStore,
  throttle: LoginThrottle,
  hashes: TokenHashes,
  header: string | undefined,
  client: string,
): Promise<AuthenticatedUser> {
  // A header that logged in before skips parsing and hashing; its hash is still looked up in the
  // database, so a reset token is refused at once (see tokenHashes.ts).
  const known = header === undefined ? undefined : hashes.known(header);
  const hash = known ?? hashOfCredentials(header);
  if (known === undefined) {
    const lockout = throttle.lockout(client);
    if (lockout !== null) throw tooManyFailures(lockout);
  }
  const user = await accounts.authenticate(hash);
  if (user !== null) {
    if (known === undefined && header !== undefined) hashes.remember(header, hash);
    return user;
  }
  // A token that logged in before and fails now was reset or revoked: its clients are stale, not
  // guessing, so they count no failure. Otherwise a user's own clients, still sending the old
  // token after a reset, would lock their address out, and the new token with it.
  if (known !== undefined) throw unauthorized('Invalid API token');
  const lockout = throttle.fail(client);
  if (lockout !== null) throw tooManyFailures(lockout);
  throw unauthorized('Invalid API token');
}
