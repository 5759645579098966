import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog';
import { createDirtyRegistry, UnsavedChangesContext } from '../../hooks/useUnsavedChanges';

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
      <DiscardChangesDialog
        opened={blocker.state === 'blocked'}
        onKeep={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </UnsavedChangesContext>
  );
}
