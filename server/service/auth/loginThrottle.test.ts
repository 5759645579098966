import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_POLICY, LoginThrottle, type ThrottlePolicy } from './loginThrottle';

/** A throttle on a clock the test moves by hand. */
function throttleAt(policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY) {
  const clock = { now: 1_000_000 };
  return { throttle: new LoginThrottle(policy, () => clock.now), clock };
}

const policy = (address: number, service: number, maxClients = 100): ThrottlePolicy => ({
  address: { ...DEFAULT_THROTTLE_POLICY.address, freeFailures: address },
  service: { ...DEFAULT_THROTTLE_POLICY.service, freeFailures: service },
  maxClients,
});

describe('LoginThrottle', () => {
  it('lets the free failures through, then locks the address for 1, 2, 4, 8 … seconds', () => {
    const { throttle, clock } = throttleAt(policy(5, 1_000));
    for (let i = 0; i < 5; i++) expect(throttle.fail('a')).toBeNull();
    expect(throttle.lockout('a')).toBeNull();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const lockout = throttle.fail('a');
      expect(lockout?.scope).toBe('address');
      waits.push(lockout!.retryAfterSeconds);
      expect(throttle.lockout('a')?.retryAfterSeconds).toBe(lockout!.retryAfterSeconds);
      clock.now += lockout!.retryAfterSeconds * 1000;
      expect(throttle.lockout('a')).toBeNull();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    expect(throttle.lockout('b')).toBeNull();
  });

  it('caps the lockout and forgives gradually: the count halves every 15 minutes', () => {
    const { throttle, clock } = throttleAt(policy(5, 1_000));
    let last = 0;
    for (let i = 0; i < 40; i++) last = throttle.fail('a')?.retryAfterSeconds ?? 0;
    expect(last).toBe(300);
    clock.now += 6 * 60 * 60_000; // 24 half-lives: 40 failures decay to nothing
    expect(throttle.lockout('a')).toBeNull();
    for (let i = 0; i < 5; i++) expect(throttle.fail('a')).toBeNull();
  });

  it('locks the whole service when failures come from many addresses', () => {
    const { throttle, clock } = throttleAt(policy(5, 10));
    for (let i = 0; i < 10; i++) expect(throttle.fail(`10.0.0.${i}`)).toBeNull();
    const lockout = throttle.fail('10.0.0.99');
    expect(lockout).toEqual({ scope: 'service', retryAfterSeconds: 1 });
    expect(throttle.lockout('192.168.1.1')?.scope).toBe('service');
    clock.now += 1000;
    expect(throttle.lockout('192.168.1.1')).toBeNull();
    expect(throttle.fail('192.168.1.1')?.retryAfterSeconds).toBe(2);
  });

  it('remembers at most maxClients addresses, dropping the least recently failed', () => {
    const { throttle } = throttleAt(policy(0, 1_000_000, 3));
    for (const client of ['a', 'b', 'c']) throttle.fail(client);
    throttle.fail('a');
    throttle.fail('d');
    expect(throttle.trackedAddresses).toBe(3);
    expect(throttle.lockout('b')).toBeNull(); // dropped
    expect(throttle.lockout('a')?.scope).toBe('address');
    expect(throttle.lockout('d')?.scope).toBe('address');
  });
});
