/**
 * What `react` means in the console (scripts/build/preactCompat.ts): Preact's compatibility layer,
 * plus what it lacks and the console or its libraries rely on:
 * - `Activity`, which React 19.2 added and Mantine imports (its Tabs and Tree keep hidden panels
 *   mounted with it). Here a hidden `Activity` renders nothing: the console keeps no panel mounted
 *   while hidden, so nothing is lost;
 * - focusing an element rendered with `autoFocus` when it mounts (./autoFocus.ts);
 * - running `useEffect` callbacks right after a render, not after the next frame (./effectTiming.ts).
 */
import { Fragment, createElement, type ReactNode } from 'preact/compat';
import { installAutoFocus } from './autoFocus';
import { runEffectsInNextTask } from './effectTiming';

installAutoFocus();
runEffectsInNextTask();

// @ts-expect-error -- preact/compat's types are one `export =` namespace, which `export *` cannot
// name; its ES module has the named exports the bundler re-exports here. Type-checking of the
// console's code is against React's own types (@types/react), which this module stands in for.
export * from 'preact/compat';
export { default } from 'preact/compat';

export interface ActivityProps {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}

export function Activity({ mode, children }: ActivityProps) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children);
}
