/**
 * Which components rendered between two moments, without React DevTools: React keeps each mounted
 * component as a fiber, reachable from the root's container element, and a function component
 * that renders gets a new list of hooks (`memoizedState`), while one that is skipped (memo, or a
 * parent that did not render) keeps the one it had. Reads React's internals (the same fields since
 * React 16), in tests only.
 */
interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
}

function currentRoot(): Fiber {
  for (const element of document.body.children) {
    const key = Object.keys(element).find((name) => name.startsWith('__reactContainer$'));
    if (key !== undefined)
      return (element as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!
        .stateNode.current;
  }
  throw new Error('no React root in the document');
}

/**
 * Every mounted function component called `name`, by what `keyOf` reads from its props, with its
 * hooks as they are now. Compare two of these with `rendered`.
 */
export function renderMarks(
  name: string,
  keyOf: (props: Record<string, unknown>) => unknown,
): Map<unknown, unknown> {
  const marks = new Map<unknown, unknown>();
  const stack: Fiber[] = [currentRoot()];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    if (typeof fiber.type === 'function' && fiber.type.name === name && fiber.memoizedProps)
      marks.set(keyOf(fiber.memoizedProps), fiber.memoizedState);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return marks;
}

/** The keys of the components mounted at both moments that rendered in between. */
export function rendered(before: Map<unknown, unknown>, after: Map<unknown, unknown>): unknown[] {
  return [...before].flatMap(([key, hooks]) =>
    after.has(key) && after.get(key) !== hooks ? [key] : [],
  );
}

/** The board's cards (`CardContents`) by deal id and columns (`ColumnContents`) by status. */
export const cardMarks = () =>
  renderMarks('CardContents', (props) => (props['deal'] as { id: number }).id);
export const columnMarks = () => renderMarks('ColumnContents', (props) => props['status']);
