import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../http/basicAuth';
import { request, startProxy, TEST_TOKEN, type RunningProxy } from '../proxy/testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from '../proxy/testing/recordingUpstream';
import { hashPassword } from './passwordHash';

const PASSWORD = 'correct horse battery';
const form = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the console sign-in, in front of the proxy', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({
      upstreams: [upstream.baseUrl],
      consoleLogin: { user: 'ops', passwordHash: await hashPassword(PASSWORD), sessionHours: 12 },
      trustProxy: true,
      consoleHandler: (_req, res) => res.end('console page'),
    });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  /** Signs in from its own address (TRUST_PROXY: the last X-Forwarded-For entry). */
  async function signIn(address: string, extra: Record<string, string> = {}) {
    return request(proxy.port, {
      method: 'POST',
      path: '/console/sign-in',
      headers: { ...FORM, 'x-forwarded-for': `1.1.1.1, ${address}`, ...extra },
      body: form({ user: 'ops', password: PASSWORD, next: '/companies/4?tab=deals' }),
    });
  }
  const cookieOf = (setCookie: string[] | undefined): string =>
    (setCookie?.[0] ?? '').split(';')[0] ?? '';

  it('answers the API, /console and /metrics with 401 without a session, and redirects page loads to the sign-in page', async () => {
    for (const path of ['/service/companies.xml', '/console/info.json', '/metrics']) {
      const answer = await request(proxy.port, { path });
      expect(answer.status, path).toBe(401);
      expect(answer.headers['x-crm-sign-in']).toBe('/console/sign-in');
      expect(answer.body).toContain('Sign in to the console first');
    }
    const page = await request(proxy.port, {
      path: '/companies/4?tab=deals',
      headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' },
    });
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/console/sign-in?next=%2Fcompanies%2F4%3Ftab%3Ddeals');
    const script = await request(proxy.port, {
      path: '/assets/index.js',
      headers: { 'sec-fetch-mode': 'no-cors' },
    });
    expect(script.status).toBe(401);
    // A forged cookie is no session.
    const forged = await request(proxy.port, {
      path: '/service/companies.xml',
      headers: { cookie: `crm_session=${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(401);
    expect((await request(proxy.port, { path: '/healthz' })).status).toBe(200);
    expect(upstream.requests).toEqual([]);
  });

  it('serves an accessible sign-in form with its own strict CSP', async () => {
    const page = await request(proxy.port, { path: '/console/sign-in?next=%2Fdeals' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; .*form-action 'self'/,
    );
    expect(page.body).toContain('<label for="user">User name</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(page.body).toContain('<input type="hidden" name="next" value="/deals">');
    // Never a way off this console.
    for (const next of ['https://evil.example/', '//evil.example/', '/service/users.xml']) {
      const other = await request(proxy.port, {
        path: `/console/sign-in?next=${encodeURIComponent(next)}`,
      });
      expect(other.body).toContain('<input type="hidden" name="next" value="/">');
    }
  });

  it('signs in with an HttpOnly SameSite=Strict cookie, then forwards with the token; signing out ends the session', async () => {
    const signedIn = await signIn('10.0.0.1');
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe('/companies/4?tab=deals');
    const setCookie = signedIn.headers['set-cookie']?.[0] ?? '';
    expect(setCookie).toMatch(
      /^crm_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
    const cookie = cookieOf(signedIn.headers['set-cookie']);

    const api = await request(proxy.port, { path: '/service/companies.xml', headers: { cookie } });
    expect(api.status).toBe(200);
    expect(upstream.requests[0]?.headers.authorization).toBe(basicAuthorization(TEST_TOKEN));
    expect(upstream.requests[0]?.headers.cookie).toBeUndefined();
    const page = await request(proxy.port, { path: '/companies', headers: { cookie } });
    expect(page.body).toBe('console page');
    // The shell learns where to sign out (it shows "Sign out" only with a login configured).
    const info = await request(proxy.port, { path: '/console/info.json', headers: { cookie } });
    expect(JSON.parse(info.body)).toEqual({ upstream: '127.0.0.1', signOut: '/console/sign-out' });
    const signOutPage = await request(proxy.port, {
      path: '/console/sign-out',
      headers: { cookie },
    });
    expect(signOutPage.body).toContain('Signed in as ops.');

    const signedOut = await request(proxy.port, {
      method: 'POST',
      path: '/console/sign-out',
      headers: { cookie, ...FORM },
      body: '',
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers['set-cookie']?.[0]).toMatch(/^crm_session=; Path=\/; Max-Age=0;/);
    const after = await request(proxy.port, {
      path: '/service/companies.xml',
      headers: { cookie },
    });
    expect(after.status).toBe(401);
  });

  it('marks the cookie Secure when the reverse proxy says the request came over TLS', async () => {
    const signedIn = await signIn('10.0.0.2', { 'x-forwarded-proto': 'https' });
    expect(signedIn.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('answers a wrong password with the form again, the error announced and tied to the fields', async () => {
    const wrong = await request(proxy.port, {
      method: 'POST',
      path: '/console/sign-in',
      headers: { ...FORM, 'x-forwarded-for': '10.0.0.3' },
      body: form({ user: 'ops', password: 'wrong password', next: '/deals' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain('<title>Error: Sign in · CRM console</title>');
    expect(wrong.body).toContain('role="alert">The user name or password is not right.</div>');
    expect(wrong.body).toContain('aria-invalid="true" aria-describedby="error"');
    expect(wrong.body).toContain('value="ops"');
  });

  it('throttles an address after five failures, even for the right password, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await request(proxy.port, {
        method: 'POST',
        path: '/console/sign-in',
        headers: { ...FORM, 'x-forwarded-for': '10.0.0.4' },
        body: form({ user: `guess${i}`, password: 'wrong password' }),
      });
      expect(wrong.status).toBe(401);
    }
    const throttled = await signIn('10.0.0.4');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body).toContain('Too many failed sign-ins');
    expect(throttled.headers['set-cookie']).toBeUndefined();
    // Another address still signs in: the real user is not locked out.
    expect((await signIn('10.0.0.5')).status).toBe(303);
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const answer = await signIn('10.0.0.6', headers);
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });
});
