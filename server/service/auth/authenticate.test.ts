import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { request as httpRequest } from 'node:http';
import { basicAuthorization } from '../../http/basicAuth';
import { DEFAULT_THROTTLE_POLICY, LoginThrottle } from './loginThrottle';
import { tokenFromHeader } from './authenticate';
import { startTestService, type TestService } from '../testing/serviceHarness';

describe('tokenFromHeader', () => {
  const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
  it('takes the user name of Basic credentials, any password', () => {
    expect(tokenFromHeader(basic('secret:x'))).toBe('secret');
    expect(tokenFromHeader(basic('secret:'))).toBe('secret');
    expect(tokenFromHeader(`basic  ${Buffer.from('secret:x').toString('base64')}`)).toBe('secret');
  });
  it('refuses everything else without throwing', () => {
    for (const header of [
      undefined,
      '',
      'Basic',
      'Basic ',
      'Bearer abc',
      basic(':x'),
      basic('secret'),
      basic('test-token-without-colon'),
      'Basic !!!!',
      'Basic ' + 'A'.repeat(5000),
      basic('\u0000:x').replace('Basic', 'Digest'),
    ]) {
      expect(tokenFromHeader(header)).toBeNull();
    }
  });
});

/** GET users.xml with `token`, sent from the loopback address `from` (127.0.0.0/8 is all loopback). */
function getFrom(service: TestService, from: string, token: string) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      `${service.url}/service/users.xml`,
      { localAddress: from, headers: { authorization: basicAuthorization(token) } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('authentication over HTTP', () => {
  let service: TestService;
  const clock = { now: 0 };
  beforeEach(async () => {
    clock.now = 1_000_000;
    service = await startTestService({
      throttle: new LoginThrottle(
        {
          address: { ...DEFAULT_THROTTLE_POLICY.address, freeFailures: 3 },
          service: { ...DEFAULT_THROTTLE_POLICY.service, freeFailures: 6 },
          maxClients: 100,
        },
        () => clock.now,
      ),
    });
  });
  afterEach(() => service.close());

  it('answers 401 with a Basic challenge and an error document for missing or bad credentials', async () => {
    // RFC 7617: a payload without a colon is malformed, even when it holds a valid token.
    const noColon = { authorization: `Basic ${Buffer.from(service.token).toString('base64')}` };
    for (const headers of [
      {},
      { authorization: 'Basic' },
      { authorization: 'Bearer x' },
      { authorization: 'Basic %%%' },
      noColon,
    ] as Record<string, string>[]) {
      const res = await service.request('GET', '/service/users.xml', { token: null, headers });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm="[^"]+"/);
      expect(decodeErrorDocument(res.text).length).toBe(1);
    }
    expect((await service.request('GET', '/service/users.xml', { token: 'wrong' })).status).toBe(
      401,
    );
  });

  it('accepts the token as the user name with any password, as every client sends it (`token:x`, `token:`)', async () => {
    for (const payload of [`${service.token}:x`, `${service.token}:`, `${service.token}:X`]) {
      const res = await service.request('GET', '/service/users.xml', {
        token: null,
        headers: { authorization: `Basic ${Buffer.from(payload).toString('base64')}` },
      });
      expect(res.status).toBe(200);
    }
  });

  it('locks an address out after 3 wrong tokens, refusing unknown tokens unchecked, with a growing wait', async () => {
    const other = await service.addUser('Dana', 'dana@example.com');
    // The harness user logs in before the attack: its header is known from then on.
    expect((await service.request('GET', '/service/users.xml')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await getFrom(service, '127.0.0.2', `guess-${i}`)).status).toBe(401);
    const locked = await getFrom(service, '127.0.0.2', 'guess-3');
    expect(locked).toEqual({ status: 429, retryAfter: '1' });
    // Locked: a right token never seen before is not even checked, so guessing learns nothing...
    expect(await getFrom(service, '127.0.0.2', other.token)).toEqual({
      status: 429,
      retryAfter: '1',
    });
    // ...but the user already at work from that address goes on, and other addresses are untouched.
    expect((await getFrom(service, '127.0.0.2', service.token)).status).toBe(200);
    expect((await getFrom(service, '127.0.0.3', other.token)).status).toBe(200);
    // After the wait the next guess is checked again, and the wait doubles.
    clock.now += 1_000;
    expect(await getFrom(service, '127.0.0.2', 'guess-4')).toEqual({
      status: 429,
      retryAfter: '2',
    });
    clock.now += 2_000;
    expect((await getFrom(service, '127.0.0.2', other.token)).status).toBe(200);
  });

  it('locks the whole service when wrong tokens come from many addresses, never the known ones', async () => {
    expect((await service.request('GET', '/service/users.xml')).status).toBe(200);
    const other = await service.addUser('Dana', 'dana@example.com');
    for (let i = 0; i < 6; i++)
      expect((await getFrom(service, `127.0.1.${i + 1}`, `guess-${i}`)).status).toBe(401);
    expect((await getFrom(service, '127.0.1.50', 'guess-6')).status).toBe(429);
    expect(await getFrom(service, '127.0.2.1', other.token)).toEqual({
      status: 429,
      retryAfter: '1',
    });
    expect((await getFrom(service, '127.0.2.1', service.token)).status).toBe(200);
    clock.now += 1_000;
    expect((await getFrom(service, '127.0.2.1', other.token)).status).toBe(200);
  });

  it('stops accepting a token as soon as it is replaced', async () => {
    const { hashToken } = await import('./token');
    expect((await service.request('GET', '/service/users.xml')).status).toBe(200);
    await service.store.accounts.setTokenHash(service.scope.userId, hashToken('new-token'));
    expect((await service.request('GET', '/service/users.xml')).status).toBe(401);
    expect(
      (await service.request('GET', '/service/users.xml', { token: 'new-token' })).status,
    ).toBe(200);
  });

  it('answers unknown paths and methods with error documents', async () => {
    expect((await service.request('GET', '/service/nothing.xml')).status).toBe(404);
    expect((await service.request('GET', '/elsewhere')).status).toBe(404);
    const res = await service.request('DELETE', '/service/users.xml');
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET');
  });
});
