import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './signInThrottle';

describe('sign-in throttle', () => {
  it('lets the first failures go, then makes each next attempt from that address wait longer, up to 15 min', () => {
    const clock = { at: 0 };
    const throttle = createSignInThrottle({ now: () => clock.at });
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      clock.at += throttle.waitMs('10.0.0.9', `user${i}`);
      throttle.failed('10.0.0.9', `user${i}`);
      waits.push(throttle.waitMs('10.0.0.9', 'someone'));
    }
    expect(waits.slice(0, 9)).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(waits.at(-1)).toBe(15 * 60_000);
    expect(throttle.waitMs('10.0.0.10', 'someone')).toBe(0);
  });

  it('slows guesses at one name from many addresses to one per 30 s, never locking its user out longer', () => {
    const clock = { at: 0 };
    const throttle = createSignInThrottle({ now: () => clock.at });
    for (let i = 0; i < 50; i++) {
      clock.at += throttle.waitMs(`10.1.${i}.1`, 'ops');
      throttle.failed(`10.1.${i}.1`, 'ops');
    }
    expect(throttle.waitMs('192.168.1.5', 'ops')).toBe(30_000);
    expect(throttle.waitMs('192.168.1.5', 'OPS')).toBe(30_000);
    clock.at += 30_000;
    expect(throttle.waitMs('192.168.1.5', 'ops')).toBe(0);
  });

  it('clears both counts on success, forgets after an hour, and keeps a bounded number of keys', () => {
    const clock = { at: 0 };
    const throttle = createSignInThrottle({ now: () => clock.at, maxKeys: 100 });
    for (let i = 0; i < 12; i++) throttle.failed('10.0.0.1', 'ops');
    expect(throttle.waitMs('10.0.0.1', 'x')).toBeGreaterThan(0);
    throttle.succeeded('10.0.0.1', 'ops');
    expect(throttle.waitMs('10.0.0.1', 'ops')).toBe(0);

    for (let i = 0; i < 12; i++) throttle.failed('10.0.0.2', 'ops');
    clock.at += 60 * 60_000;
    expect(throttle.waitMs('10.0.0.2', 'ops')).toBe(0);

    for (let i = 0; i < 10; i++) throttle.failed('10.0.0.3', 'flood');
    for (let i = 0; i < 1_000; i++) throttle.failed(`10.9.${i >> 8}.${i & 255}`, `name${i}`);
    // The flood pushed the oldest address out: its count is gone, not grown without bound.
    expect(throttle.waitMs('10.0.0.3', 'other')).toBe(0);
  });
});
