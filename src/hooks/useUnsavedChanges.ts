import { createContext, useCallback, useContext, useEffect, useId } from 'react';

/**
 * Unsaved input is never dropped without a question. Every form with input reports whether it
 * holds something not yet saved (`useUnsavedChanges(dirty)`); the reports go to a registry. The
 * shell's registry (app/layout/UnsavedChangesGuard) blocks in-app navigation and reload while any
 * form is dirty, asking once however many forms are; a dialog's registry (GuardedModal) asks
 * before Esc, a click outside or its close button drop its own form.
 *
 * The registry is plain mutable state read at the moment of a navigation, so a form that saves
 * and then navigates can `release()` itself synchronously, before React re-renders.
 */
export interface DirtyRegistry {
  /** Marks `id` as holding unsaved input (idempotent). */
  add: (id: string) => void;
  /** Marks `id` as saved or gone (idempotent). */
  remove: (id: string) => void;
  isDirty: () => boolean;
  /** Called whenever `isDirty()` may have changed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** A registry; a nested one (a dialog's) also reports each of its forms to `parent`. */
export function createDirtyRegistry(parent?: DirtyRegistry): DirtyRegistry {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    add(id) {
      parent?.add(id);
      if (dirty.has(id)) return;
      dirty.add(id);
      changed();
    },
    remove(id) {
      parent?.remove(id);
      if (!dirty.delete(id)) return;
      changed();
    },
    isDirty: () => dirty.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Outside the shell and outside any guarded dialog (a component rendered on its own in a test)
 * nobody asks: the reports go to a registry that nothing reads.
 */
export const UnsavedChangesContext = createContext<DirtyRegistry>(createDirtyRegistry());

export interface UnsavedChanges {
  /**
   * Forgets this form's unsaved input at once (after a save or an explicit discard), so a
   * navigation started in the same event (e.g. to the record just created) is not questioned.
   */
  release: () => void;
}

/** Reports this form's unsaved input while `dirty` is true and it is mounted. */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    registry.add(id);
    return () => registry.remove(id);
  }, [registry, id, dirty]);
  const release = useCallback(() => registry.remove(id), [registry, id]);
  return { release };
}
