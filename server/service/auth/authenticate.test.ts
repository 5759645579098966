import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { LoginThrottle } from './loginThrottle';
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

describe('authentication over HTTP', () => {
  let service: TestService;
  beforeEach(async () => {
    service = await startTestService({ throttle: new LoginThrottle(3, 60_000) });
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

  it('throttles repeated wrong tokens with 429 but never locks out a valid token', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await service.request('GET', '/service/users.xml', { token: `guess${i}` })).status,
      ).toBe(401);
    const throttled = await service.request('GET', '/service/users.xml', { token: 'guess-again' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await service.request('GET', '/service/users.xml')).status).toBe(200);
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
