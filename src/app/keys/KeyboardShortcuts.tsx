import { lazy, Suspense } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

// The sheet loads the first time `?` is pressed: most visits never open it.
const KeysSheet = lazy(async () => ({ default: (await import('./KeysSheet')).KeysSheet }));

/** The console's keys, and a live region that says what each did (for screen reader users). */
export function KeyboardShortcuts() {
  const { announcement, sheetOpen, closeSheet } = useKeyboardShortcuts();
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {sheetOpen && (
        <Suspense fallback={null}>
          <KeysSheet onClose={closeSheet} />
        </Suspense>
      )}
    </>
  );
}
