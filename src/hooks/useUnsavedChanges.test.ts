import { describe, expect, it } from 'vitest';
import { createDirtyRegistry } from './useUnsavedChanges';

describe('createDirtyRegistry', () => {
  it('is dirty while any form is, counting each form once', () => {
    const registry = createDirtyRegistry();
    let changes = 0;
    registry.subscribe(() => changes++);
    registry.add('a');
    registry.add('a');
    registry.add('b');
    expect(registry.isDirty()).toBe(true);
    registry.remove('a');
    expect(registry.isDirty()).toBe(true);
    registry.remove('b');
    registry.remove('b');
    expect(registry.isDirty()).toBe(false);
    expect(changes).toBe(4);
  });

  it('reports a dialog’s forms to the page as well, so leaving the page asks about them too', () => {
    const page = createDirtyRegistry();
    const dialog = createDirtyRegistry(page);
    dialog.add('location');
    expect(page.isDirty()).toBe(true);
    expect(dialog.isDirty()).toBe(true);
    page.add('notes');
    dialog.remove('location');
    expect(dialog.isDirty()).toBe(false);
    expect(page.isDirty()).toBe(true);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const registry = createDirtyRegistry();
    let changes = 0;
    const unsubscribe = registry.subscribe(() => changes++);
    registry.add('a');
    unsubscribe();
    registry.remove('a');
    expect(changes).toBe(1);
  });
});
