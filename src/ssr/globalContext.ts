import { options } from 'preact';

/**
 * Preact 11 keeps a component's contexts in a field of its own (`__n`, its global context), which
 * `use(Context)` of its React layer reads (Mantine asks for its theme that way). The string
 * renderer hands components their contexts as `context` only, so each component gets the same
 * object under the other name just before it renders. Server only: the browser's Preact sets both.
 */
interface RenderedComponent {
  context?: unknown;
  __n?: unknown;
}

type RenderHook = (vnode: { __c?: RenderedComponent }) => void;
const hooks = options as unknown as { __r?: RenderHook };
const previous = hooks.__r;
hooks.__r = (vnode) => {
  const component = vnode.__c;
  if (component !== undefined && component.__n == null) component.__n = component.context;
  previous?.(vnode);
};
