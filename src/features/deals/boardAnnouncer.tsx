import { useState, useSyncExternalStore } from 'react';
import { VisuallyHidden } from '@mantine/core';

/**
 * The board's spoken announcements (lifts, moves, failures), kept outside the page's state: an
 * announcement made at a drop re-renders only the live region, not the page with its filters,
 * summary and columns, which on a slow CPU delayed the moved card's figures (issue 31).
 */
export interface Announcer {
  announce: (message: string) => void;
  subscribe: (listener: () => void) => () => void;
  current: () => string;
}

function createAnnouncer(): Announcer {
  let message = '';
  const listeners = new Set<() => void>();
  return {
    announce: (next) => {
      message = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => message,
  };
}

/** One announcer for the page's life. */
export function useAnnouncer(): Announcer {
  const [announcer] = useState(createAnnouncer);
  return announcer;
}

/** The live region that says the announcer's last message. */
export function BoardAnnouncer({ announcer }: { announcer: Announcer }) {
  const message = useSyncExternalStore(announcer.subscribe, announcer.current);
  return (
    <VisuallyHidden aria-live="assertive" aria-atomic="true" data-testid="board-announcer">
      {message}
    </VisuallyHidden>
  );
}
