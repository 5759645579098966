// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  addImport,
  importHistory,
  markUndone,
  MAX_FAILED_ROWS,
  MAX_IMPORTS,
  resetHistoryMemory,
  type ImportRecord,
} from './importHistory';

afterEach(() => {
  localStorage.clear();
  resetHistoryMemory();
});

function record(id: string, failed = 0): ImportRecord {
  return {
    id,
    fileName: `${id}.csv`,
    kind: 'companies',
    startedAt: '2026-11-28T11:00:00.000Z',
    seconds: 1,
    cancelled: false,
    counts: { created: 1, updated: 0, skipped: 0, failed, notRun: 0 },
    header: ['name'],
    delimiter: ',',
    failedRows: Array.from({ length: failed }, (_, i) => ({
      row: i + 2,
      cells: ['x'],
      error: 'e',
    })),
    undo: [{ type: 'created', kind: 'companies', id: 1 }],
    undone: null,
  };
}

describe('importHistory', () => {
  it('keeps the newest imports per account, bounded, across a reload', () => {
    for (let i = 0; i < MAX_IMPORTS + 3; i++) addImport('a', record(`import-${i}`));
    addImport('b', record('other-account'));
    resetHistoryMemory();
    const kept = importHistory('a');
    expect(kept).toHaveLength(MAX_IMPORTS);
    expect(kept[0]?.id).toBe(`import-${MAX_IMPORTS + 2}`);
    expect(kept.map((r) => r.id)).not.toContain('import-2');
    expect(importHistory('b').map((r) => r.id)).toEqual(['other-account']);
  });

  it('caps the failed rows and remembers an undo', () => {
    addImport('a', record('big', MAX_FAILED_ROWS + 50));
    markUndone('a', 'big', 'Import undone: 1 records put back as they were.');
    resetHistoryMemory();
    const [stored] = importHistory('a');
    expect(stored?.failedRows).toHaveLength(MAX_FAILED_ROWS);
    expect(stored?.counts.failed).toBe(MAX_FAILED_ROWS + 50);
    expect(stored?.undone).toMatch(/Import undone/);
  });

  it('drops the oldest imports when the browser refuses to store them all', () => {
    addImport('a', record('old'));
    const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!;
    const store = original.value as (this: Storage, key: string, value: string) => void;
    // A browser whose storage is full: more than one import does not fit.
    Object.defineProperty(Storage.prototype, 'setItem', {
      ...original,
      value(this: Storage, key: string, value: string) {
        if ((JSON.parse(value) as unknown[]).length > 1)
          throw new DOMException('full', 'QuotaExceededError');
        store.call(this, key, value);
      },
    });
    try {
      addImport('a', record('new'));
    } finally {
      Object.defineProperty(Storage.prototype, 'setItem', original);
    }
    expect(importHistory('a').map((r) => r.id)).toEqual(['new', 'old']);
    resetHistoryMemory();
    expect(importHistory('a').map((r) => r.id)).toEqual(['new']);
  });
});
