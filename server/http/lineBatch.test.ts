import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLineBatch } from './lineBatch';

afterEach(() => vi.useRealTimers());

describe('createLineBatch', () => {
  it('writes whole lines in order, in one write once the batch is full', () => {
    const writes: string[] = [];
    const batch = createLineBatch(
      { write: (text) => writes.push(text) },
      {
        batchChars: 20,
        flushMs: 1_000,
      },
    );
    batch.write('one 0123\n');
    batch.write('two 0123\n');
    expect(writes).toEqual([]);
    batch.write('three 01\n');
    expect(writes).toEqual(['one 0123\ntwo 0123\nthree 01\n']);
    batch.write('four\n');
    batch.flush();
    batch.flush();
    expect(writes).toEqual(['one 0123\ntwo 0123\nthree 01\n', 'four\n']);
  });

  it('writes a lone line after the flush interval', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const batch = createLineBatch(
      { write: (text) => writes.push(text) },
      {
        batchChars: 8_192,
        flushMs: 250,
      },
    );
    batch.write('lone\n');
    vi.advanceTimersByTime(249);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['lone\n']);
    vi.advanceTimersByTime(1_000);
    expect(writes).toEqual(['lone\n']);
  });
});
