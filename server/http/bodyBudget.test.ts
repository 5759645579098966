import { describe, expect, it } from 'vitest';
import { createBodyBudget, SMALL_BODY_BYTES } from './bodyBudget';

const KB = 1024;
/** A budget of 1 MiB: a client's share of large bodies is 256 KiB, large bodies together 768 KiB. */
const budget = () => createBodyBudget(1024 * KB);

describe('createBodyBudget', () => {
  it('holds small bodies against the whole budget only', () => {
    const bodies = budget();
    const claims = Array.from({ length: 16 }, () => bodies.claim('a'));
    expect(claims.every((claim) => claim.growTo(SMALL_BODY_BYTES))).toBe(true);
    expect(bodies.inFlight).toBe(1024 * KB);
    expect(bodies.claim('a').growTo(1)).toBe(false);
    expect(bodies.fits(1, 'b')).toBe(false);
    claims[0]!.release();
    expect(bodies.fits(SMALL_BODY_BYTES, 'a')).toBe(true);
  });

  it("stops one client's large bodies at its quarter while other clients and small bodies go on", () => {
    const bodies = budget();
    expect(bodies.claim('a').growTo(200 * KB)).toBe(true);
    // 200 + 100 KiB passes a's 256 KiB: refused, and nothing taken.
    const second = bodies.claim('a');
    expect(second.growTo(100 * KB)).toBe(false);
    expect(bodies.inFlight).toBe(200 * KB);
    expect(bodies.fits(100 * KB, 'a')).toBe(false);
    expect(bodies.fits(100 * KB, 'b')).toBe(true);
    expect(bodies.claim('b').growTo(200 * KB)).toBe(true);
    // A small body of the same client is not held against its share.
    expect(second.growTo(SMALL_BODY_BYTES)).toBe(true);
    expect(bodies.inFlight).toBe(400 * KB + SMALL_BODY_BYTES);
  });

  it('keeps the last quarter for small bodies once large ones fill three quarters', () => {
    const bodies = budget();
    for (const client of ['a', 'b', 'c']) expect(bodies.claim(client).growTo(256 * KB)).toBe(true);
    expect(bodies.fits(SMALL_BODY_BYTES + 1, 'd')).toBe(false);
    expect(bodies.claim('d').growTo(SMALL_BODY_BYTES + 1)).toBe(false);
    const small = Array.from({ length: 4 }, () => bodies.claim('d'));
    expect(small.every((claim) => claim.growTo(SMALL_BODY_BYTES))).toBe(true);
    expect(bodies.inFlight).toBe(1024 * KB);
  });

  it('lets in a large body past the shares when no other is in flight, up to the whole budget', () => {
    const bodies = budget();
    const lone = bodies.claim('a');
    expect(lone.growTo(1024 * KB)).toBe(true);
    lone.release();
    // A client's first large body is not held to its share either.
    expect(bodies.claim('a').growTo(300 * KB)).toBe(true);
    expect(bodies.claim('b').growTo(400 * KB)).toBe(true);
    expect(bodies.claim('c').growTo(100 * KB)).toBe(false);
  });

  it('counts a body that grows past the small size against its share as a whole, and gives it all back', () => {
    const bodies = budget();
    const growing = bodies.claim('a');
    expect(growing.growTo(60 * KB)).toBe(true);
    expect(growing.growTo(200 * KB)).toBe(true);
    expect(growing.growTo(100 * KB)).toBe(true);
    expect(bodies.inFlight).toBe(200 * KB);
    expect(bodies.claim('a').growTo(100 * KB)).toBe(false);
    growing.release();
    growing.release();
    expect(bodies.inFlight).toBe(0);
    expect(bodies.claim('a').growTo(250 * KB)).toBe(true);
    expect(bodies.claim('a').growTo(SMALL_BODY_BYTES + 1)).toBe(false);
  });
});
