/**
 * The `Authorization` value the API expects: HTTP Basic with the API token as the user name and
 * `x` as the password (`Basic base64(token:x)`; the service ignores the password).
 */
export function basicAuthorization(token: string): string {
  return `Basic ${Buffer.from(`${token}:x`).toString('base64')}`;
}
