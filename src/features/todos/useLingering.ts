import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a just-completed to-do stays where it was before moving to "Completed". */
export const LINGER_MS = 4000;

/** Ids that stay in place for a moment after a change (each for LINGER_MS). */
export function useLingering(): { lingering: ReadonlySet<number>; linger: (id: number) => void } {
  const [lingering, setLingering] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const linger = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    setLingering((current) => new Set(current).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setLingering((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, LINGER_MS),
    );
  }, []);
  return { lingering, linger };
}

/** The current time, renewed every minute so "today" moves on at midnight. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
