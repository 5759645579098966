import { useLayoutEffect } from 'react';

/**
 * The browser tab's title while this is mounted. A `<title>` element in the tree would need React
 * 19's hoisting into `<head>`, which the console's runtime (Preact, see vite.config.ts) does not
 * do; setting `document.title` works under both.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      // Only undo our own title: the next screen may already have set its own.
      if (document.title === title) document.title = before;
    };
  }, [title]);
  return null;
}
