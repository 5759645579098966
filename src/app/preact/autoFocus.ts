import { options, type VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it is mounted; Preact writes the
 * `autofocus` attribute, which browsers honour only once per page (the HTML spec's "autofocus
 * processed" flag), so a field opened on demand (a tag input, a comment box, an inline editor)
 * would not get the focus. Here `autoFocus` on a DOM element becomes a ref that focuses the
 * element the first time it is attached, as React does; re-renders do not move the focus back.
 */
const focusedOnce = new WeakSet<Element>();

type DomRef = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

function focusOnMount(element: Element | null): void {
  if (element === null || focusedOnce.has(element)) return;
  focusedOnce.add(element);
  if (element instanceof HTMLElement) element.focus();
}

function withFocusOnMount(ref: DomRef): (element: Element | null) => void {
  return (element) => {
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
    focusOnMount(element);
  };
}

export function installAutoFocus(): void {
  const next = options.vnode?.bind(options);
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { autoFocus?: unknown } | null;
    if (typeof vnode.type === 'string' && props !== null && props.autoFocus !== undefined) {
      const wanted = props.autoFocus === true;
      delete props.autoFocus;
      if (wanted) {
        const element = vnode as unknown as { ref?: DomRef };
        element.ref = withFocusOnMount(element.ref);
      }
    }
    next?.(vnode);
  };
}
