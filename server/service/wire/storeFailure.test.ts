import { describe, expect, it } from 'vitest';
import { storeFailure } from './storeFailure';

describe('storeFailure', () => {
  const withCode = (code: string): Error =>
    Object.assign(new Error('database or disk is full'), { code });

  it('turns a full disk into 507 with a message saying nothing was saved', () => {
    for (const code of ['SQLITE_FULL', '53100']) {
      const error = storeFailure(withCode(code));
      expect(error?.status).toBe(507);
      expect(error?.messages[0]).toMatch(/out of disk space: nothing was saved/);
    }
  });

  it('leaves every other failure alone (a bug stays a 500)', () => {
    expect(storeFailure(withCode('SQLITE_CONSTRAINT'))).toBeUndefined();
    expect(storeFailure(new TypeError('x'))).toBeUndefined();
    expect(storeFailure('text')).toBeUndefined();
  });
});
