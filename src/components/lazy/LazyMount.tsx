import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

/** Calls `onMount` once, after the Suspense boundary around it has committed. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * Mounts a dialog whose code loads on demand (`React.lazy`) at its first opening, and keeps it
 * mounted afterwards so its closing transition and later openings run as usual.
 *
 * The dialog is first rendered closed and only then opened: Mantine's focus return notes the
 * focused element when `opened` changes to true, not when a dialog mounts opened, so opening it
 * at once would leave focus nowhere when it closes. `children` gets the `opened` to pass on.
 */
export function LazyMount({
  when,
  children,
}: {
  when: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  if (when && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {children(ready && when)}
      <Mounted onMount={markReady} />
    </Suspense>
  );
}
