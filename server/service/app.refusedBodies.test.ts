import { afterEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './testing/serviceHarness';

/** Just over the size that counts (64 KiB), and malformed: more comments than a body may hold. */
const MALFORMED = `<company><name>Hostile</name>${'<!---->'.repeat(10_000)}</company>`;
/** As large, and valid: a company whose background is long. */
const VALID_LARGE = `<company><name>Long story</name><background>${'a'.repeat(65_536)}</background></company>`;

describe('large bodies refused again and again', () => {
  let service: TestService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('holds then refuses (429) that account’s large bodies, while its small ones and other accounts go on', async () => {
    service = await startTestService();
    const svc = service;
    const other = await svc.addUser('Bystander', 'bystander@example.com', { newAccount: true });
    const post = (body: string, token?: string) =>
      svc.request('POST', '/service/companies.xml', { body, ...(token ? { token } : {}) });

    expect(Buffer.byteLength(MALFORMED)).toBeGreaterThanOrEqual(64 * 1024);
    for (let i = 0; i < 10; i++) expect((await post(MALFORMED)).status).toBe(400);
    const eleventh = await post(MALFORMED);
    expect(eleventh.status).toBe(400);

    const paused = await post(VALID_LARGE);
    expect(paused.status, paused.text).toBe(429);
    expect(paused.headers['retry-after']).toBe('1');
    expect(paused.text).toContain('large request bodies were refused');

    expect((await post('<company><name>Small one</name></company>')).status).toBe(201);
    expect((await post(VALID_LARGE, other.token)).status).toBe(201);

    const listed = await svc.request('GET', '/service/companies.xml');
    expect(listed.text).toContain('Small one');
    expect(listed.text).not.toContain('Long story');
  });

  it('counts only refusals: accepted large bodies never pause anyone', async () => {
    service = await startTestService();
    for (let i = 0; i < 12; i++) {
      const created = await service.request('POST', '/service/companies.xml', {
        body: VALID_LARGE,
      });
      expect(created.status, created.text).toBe(201);
    }
  });
});
