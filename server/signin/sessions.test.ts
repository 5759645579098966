import { describe, expect, it } from 'vitest';
import { createSessionStore } from './sessions';

describe('console sessions', () => {
  const clock = { at: 1_000_000 };
  const store = () =>
    createSessionStore({ lifetimeMs: 10_000, idleMs: 4_000, maxSessions: 3, now: () => clock.at });

  it('finds a session by its id only, never by a look-alike', () => {
    const sessions = store();
    const { id } = sessions.start('ops');
    expect(sessions.find(id)?.user).toBe('ops');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessions.find(`${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(sessions.find(undefined)).toBeUndefined();
    expect(sessions.find('x'.repeat(10_000))).toBeUndefined();
  });

  it('ends a session after its idle time, after its lifetime however active, and at sign-out', () => {
    const sessions = store();
    const idle = sessions.start('ops').id;
    clock.at += 4_000;
    expect(sessions.find(idle)).toBeUndefined();

    const active = sessions.start('ops').id;
    for (let i = 0; i < 3; i++) {
      clock.at += 3_000;
      expect(sessions.find(active)).toBeDefined();
    }
    clock.at += 1_000;
    expect(sessions.find(active)).toBeUndefined();

    const ended = sessions.start('ops').id;
    sessions.end(ended);
    expect(sessions.find(ended)).toBeUndefined();
    expect(sessions.size()).toBe(0);
  });

  it('keeps at most maxSessions, dropping the oldest', () => {
    const sessions = store();
    const ids = [1, 2, 3, 4].map(() => sessions.start('ops').id);
    expect(sessions.size()).toBe(3);
    expect(sessions.find(ids[0])).toBeUndefined();
    expect(sessions.find(ids[3])).toBeDefined();
  });
});
