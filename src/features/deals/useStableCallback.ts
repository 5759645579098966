import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of stable identity that calls the latest `callback`: handed to memoized children, it
 * does not re-render them each time the state it closes over changes. For event handlers only
 * (it calls the callback of the last commit, not of a render under way).
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
