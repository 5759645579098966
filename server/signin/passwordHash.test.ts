import { describe, expect, it } from 'vitest';
import { hashPassword, problemWithHash, verifyPassword } from './passwordHash';

describe('console password hash', () => {
  it('stores a salted scrypt hash that only the same password matches', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct');
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await verifyPassword('x'.repeat(5_000), hash)).toBe(false);
    expect(problemWithHash(hash)).toBeUndefined();
  });

  it('refuses hashes it cannot use or whose cost would stall a check', () => {
    for (const bad of [
      'correct horse battery',
      'scrypt$32768$8$1$salt',
      'scrypt$30000$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$2097152$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$32768$8$1$c2FsdA$a2V5',
      'bcrypt$32768$8$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5',
    ])
      expect(problemWithHash(bad), bad).toBeDefined();
  });
});
