import { lazy, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { createDirtyRegistry, UnsavedChangesContext } from '../../hooks/useUnsavedChanges';
import { LazyMount } from '../../components/lazy/LazyMount';

// A dialog brings Mantine's Modal (its scroll lock, focus trap, overlay and ScrollArea with the
// floating-ui library): not part of the first download for a question asked only after editing.
// A screen with a form has loaded it already (the forms' own dialogs use it), so it opens at once.
const DiscardChangesDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('../../components/DiscardChangesDialog'),
    import('../styles/screenStyles'),
  ]);
  return { default: dialog.DiscardChangesDialog };
});

/**
 * The page's registry of unsaved input (see hooks/useUnsavedChanges). While any form under it is
 * dirty, moving to another screen asks "Discard unsaved changes?" once, however many forms are
 * dirty, and a reload or closing the tab gets the browser's own leave-page question. Staying on
 * the screen (a search, a page of a list) is not questioned: the forms stay as they are.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [registry] = useState(() => createDirtyRegistry());
  const dirty = useSyncExternalStore(registry.subscribe, registry.isDirty);

  // Read at the moment of the navigation, so a form that released itself just before is not counted.
  const leaving: BlockerFunction = ({ currentLocation, nextLocation }) =>
    registry.isDirty() && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(leaving);

  useEffect(() => {
    if (!dirty) return;
    // Listening only while dirty: a page with a beforeunload listener is kept out of some
    // browsers' back/forward cache.
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <UnsavedChangesContext value={registry}>
      {children}
      {/* Mounted from the first question on (closed, then opened, so that focus goes back to
          where it was when the question is answered "Keep editing"). */}
      <LazyMount when={blocker.state === 'blocked'}>
        {(opened) => (
          <DiscardChangesDialog
            opened={opened}
            onKeep={() => blocker.reset?.()}
            onDiscard={() => blocker.proceed?.()}
          />
        )}
      </LazyMount>
    </UnsavedChangesContext>
  );
}
