/**
 * When the console's sign-in is on, the proxy answers a request of an expired (or ended) session
 * with 401 and `X-Crm-Sign-In: /console/sign-in`. The console then sends the user there, to come
 * back to the page they were on. Only that header counts: any other 401 is an ordinary error.
 */
export const SIGN_IN_HEADER = 'x-crm-sign-in';

export type SignInRequired = (signInPath: string) => void;

/** Where the proxy wants the user to sign in, when this answer says so. */
export function signInPathOf(response: Response): string | undefined {
  if (response.status !== 401) return undefined;
  const path = response.headers.get(SIGN_IN_HEADER);
  // Only a path on this origin: a header can never send the user elsewhere.
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/** The browser's default: load the sign-in page, returning here afterwards. */
export const goToSignIn: SignInRequired = (signInPath) => {
  const here = globalThis.location;
  if (here === undefined) return;
  here.assign(`${signInPath}?next=${encodeURIComponent(here.pathname + here.search)}`);
};
