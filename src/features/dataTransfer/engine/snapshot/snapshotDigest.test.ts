import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, snapshotId } from './snapshotDigest';

describe('snapshotId', () => {
  it('is the SHA-256 of the text as UTF-8, at every padding boundary', () => {
    for (const text of [
      '',
      'abc',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(64),
      'Ünïcode 😀'.repeat(40),
    ]) {
      const bytes = new TextEncoder().encode(text);
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('ignores a leading byte-order mark (a browser reading the file drops it, Node keeps it)', () => {
    expect(snapshotId('\uFEFF<snapshot/>')).toBe(snapshotId('<snapshot/>'));
    expect(snapshotId('<snapshot/>')).not.toBe(snapshotId('<snapshot />'));
  });
});
