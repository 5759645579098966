import { useMemo, type Ref } from 'react';
import { mergeRefs } from '@mantine/hooks';

/**
 * `@floating-ui/react`'s `useMergeRefs` as Mantine's ScrollArea calls it (one callback ref that
 * sets every ref given, memoised on them), built on Mantine's own `mergeRefs`. The console's build
 * gives it to ScrollArea in place of floating-ui's (`scripts/build/scrollAreaRefs.ts`).
 */
export function useMergeRefs<Instance>(refs: ReadonlyArray<Ref<Instance> | undefined>) {
  // The refs are the dependencies, as in floating-ui's own hook: a new ref gives a new callback.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => mergeRefs(...refs), refs);
}
