import { options } from 'preact';

/**
 * When `useEffect` callbacks run. Preact runs them after the next frame has been painted (a
 * `requestAnimationFrame`, or 35 ms); React runs them in a task right after the render commits.
 * Mantine's focus return relies on React's order: a dialog notes the focused element in an effect
 * when it opens, before its focus trap moves the focus inside. With Preact's later effects the
 * trap could win, and closing a dialog would leave the focus nowhere. So effects run in the next
 * task, as React's scheduler does.
 */
type HookOptions = { requestAnimationFrame?: (callback: () => void) => void };

export function runEffectsInNextTask(): void {
  (options as HookOptions).requestAnimationFrame = (callback) => {
    setTimeout(callback, 0);
  };
}
