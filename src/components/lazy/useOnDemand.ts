import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface OnDemand<T> {
  /** What `load` gave; null until the first request has loaded it. */
  loaded: T | null;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** For the trigger the loaded overlay renders: it takes focus before the overlay opens. */
  targetRef: RefObject<HTMLElement | null>;
  /** Loads (once) and then opens: the first click on the placeholder trigger. */
  request: () => void;
}

/**
 * An overlay (a menu, a popover) whose code loads at its first opening. The placeholder trigger
 * calls `request`; once loaded, the overlay renders its own trigger in the placeholder's place,
 * which takes focus before the overlay opens, so Mantine's focus return (which notes the focused
 * element when the overlay opens) brings focus back to it when it closes.
 */
export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const loading = useRef(false);
  const targetRef = useRef<HTMLElement>(null);
  const openOnLoad = useRef(false);

  useLayoutEffect(() => {
    if (loaded === null || !openOnLoad.current) return;
    openOnLoad.current = false;
    targetRef.current?.focus();
    setOpened(true);
  }, [loaded]);

  const request = () => {
    if (loading.current) return;
    loading.current = true;
    openOnLoad.current = true;
    load().then(
      (value) => setLoaded(() => value),
      () => {
        // Offline or a stale deployment: the next click tries again.
        loading.current = false;
      },
    );
  };
  return { loaded, opened, setOpened, targetRef, request };
}
