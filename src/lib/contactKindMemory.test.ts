// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberContactKind,
  rememberedContactKind,
  reloadContactKindsForTest,
} from './contactKindMemory';

describe('contact kind memory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    reloadContactKindsForTest();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the memory once for all the kinds learned in one task, and keeps them across loads', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let id = 1; id <= 50; id++) rememberContactKind(id, id % 2 === 0 ? 'companies' : 'people');
    // Known at once on this page, written once the task is over.
    expect(rememberedContactKind(2)).toBe('companies');
    expect(setItem).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();

    reloadContactKindsForTest();
    expect(rememberedContactKind(1)).toBe('people');
    expect(rememberedContactKind(50)).toBe('companies');
    expect(rememberedContactKind(51)).toBeUndefined();
  });

  it('writes again when a kind is corrected later', () => {
    rememberContactKind(7, 'people');
    vi.runAllTimers();
    rememberContactKind(7, 'companies');
    vi.runAllTimers();
    reloadContactKindsForTest();
    expect(rememberedContactKind(7)).toBe('companies');
  });
});
