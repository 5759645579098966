import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLargeBody, RefusedBodies, RefusedBodiesPause } from './refusedBodies';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const request = (headers: Record<string, string>, method = 'POST'): IncomingMessage =>
  ({ method, headers }) as unknown as IncomingMessage;
const LARGE = request({ 'content-length': String(64 * 1024) });

describe('RefusedBodies', () => {
  it('pauses a client after more refusals than are free within the window, and only it', () => {
    const time = clock();
    const pauses: number[] = [];
    const bodies = new RefusedBodies({ freeRefusals: 3, windowMs: 1_000, now: time.now });
    bodies.onPause = (_client, pauseMs) => pauses.push(pauseMs);
    for (let i = 0; i < 3; i++) bodies.answered('attacker', 400);
    expect(bodies.check('attacker', LARGE)).toBeUndefined();
    bodies.answered('attacker', 422);
    const paused = bodies.check('attacker', LARGE);
    expect(paused).toBeInstanceOf(RefusedBodiesPause);
    expect(paused?.status).toBe(429);
    expect(paused?.headers['retry-after']).toBe('1');
    expect(pauses).toEqual([1_000]);
    expect(bodies.check('bystander', LARGE)).toBeUndefined();
    // Small bodies of the paused client pass: it keeps working.
    expect(bodies.check('attacker', request({ 'content-length': '500' }))).toBeUndefined();
    time.advance(1_000);
    expect(bodies.check('attacker', LARGE)).toBeUndefined();
  });

  it('doubles the pause each time it is earned again, up to the ceiling', () => {
    const time = clock();
    const pauses: number[] = [];
    const bodies = new RefusedBodies({
      freeRefusals: 1,
      windowMs: 10_000,
      firstPauseMs: 1_000,
      maxPauseMs: 4_000,
      now: time.now,
    });
    bodies.onPause = (_client, pauseMs) => pauses.push(pauseMs);
    for (let round = 0; round < 4; round++) {
      bodies.answered('attacker', 400);
      bodies.answered('attacker', 400);
      time.advance(bodies.pauseLeft('attacker'));
    }
    expect(pauses).toEqual([1_000, 2_000, 4_000, 4_000]);
  });

  it('forgets refusals outside the window, and clears them on an accepted body', () => {
    const time = clock();
    const bodies = new RefusedBodies({ freeRefusals: 2, windowMs: 1_000, now: time.now });
    bodies.answered('client', 400);
    bodies.answered('client', 400);
    time.advance(1_000);
    bodies.answered('client', 400);
    expect(bodies.pauseLeft('client')).toBe(0);
    bodies.answered('client', 400);
    bodies.answered('client', 201);
    bodies.answered('client', 400);
    expect(bodies.pauseLeft('client')).toBe(0);
  });

  it('does not count answers that say nothing about the body', () => {
    const bodies = new RefusedBodies({ freeRefusals: 1 });
    for (const status of [404, 408, 409, 412, 413, 429, 500, 503])
      bodies.answered('client', status);
    expect(bodies.pauseLeft('client')).toBe(0);
  });

  it('remembers a bounded number of clients, forgetting the least recently refused', () => {
    const bodies = new RefusedBodies({ freeRefusals: 0, maxClients: 2 });
    bodies.answered('a', 400);
    bodies.answered('b', 400);
    bodies.answered('c', 400);
    expect(bodies.pauseLeft('a')).toBe(0);
    expect(bodies.pauseLeft('b')).toBeGreaterThan(0);
    expect(bodies.pauseLeft('c')).toBeGreaterThan(0);
  });
});

describe('isLargeBody', () => {
  it('counts declared large bodies and bodies of unknown length, never a GET', () => {
    expect(isLargeBody(LARGE)).toBe(true);
    expect(isLargeBody(request({ 'content-length': String(64 * 1024 - 1) }))).toBe(false);
    expect(isLargeBody(request({ 'transfer-encoding': 'chunked' }))).toBe(true);
    expect(isLargeBody(request({ 'content-length': String(1 << 20) }, 'GET'))).toBe(false);
  });
});
