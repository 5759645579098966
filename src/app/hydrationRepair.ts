import { options } from 'preact';

/**
 * Hydrating a screen the proxy drew (src/main.tsx) keeps its elements, and Preact, like React,
 * then corrects their text but not their attributes: it assumes the browser's first render equals
 * the server's. Ours may not: the browser knows what the server does not (the stored colour
 * scheme and language, remembered sort orders and folded sections, the real window size), and an
 * attribute drawn for the server's guess (a button's label, a card's offset, an id a label points
 * to) would stay wrong. While `hydrateWithRepair` runs, every element hydrated gets the attributes
 * and inline styles the browser's render gave it.
 */

interface HydratedVNode {
  type: unknown;
  props: Record<string, unknown>;
  /** Preact's mangled `_dom`. */
  __e?: Node | null;
}

/** What Preact handles itself, or what is no attribute. */
const NOT_ATTRIBUTES = new Set([
  'children',
  'key',
  'ref',
  'dangerouslySetInnerHTML',
  'value',
  'checked',
  'defaultValue',
  'defaultChecked',
]);
/** Style properties whose numbers have no unit (React's list, shortened to those in use). */
const UNITLESS = /^(flex|flexGrow|flexShrink|opacity|order|zIndex|fontWeight|lineHeight|zoom)$/;

/**
 * The drawn elements not taken over yet. An element is repaired once, when Preact first hydrates
 * it: the take-over comes in steps (takeOverSteps.ts), and an element rendered afresh meanwhile
 * (not drawn) has the attributes its props gave it, and those others (floating-ui's) set.
 */
let drawnElements: Set<Element> | null = null;
type Diffed = (vnode: HydratedVNode) => void;
const hooks = options as unknown as { diffed?: Diffed };
const previous = hooks.diffed;
hooks.diffed = (vnode) => {
  const element = vnode.__e;
  if (
    drawnElements !== null &&
    typeof vnode.type === 'string' &&
    element instanceof Element &&
    drawnElements.delete(element)
  )
    repairAttributes(element, vnode.props);
  previous?.(vnode);
};

/**
 * Runs `takeOver` (a hydration of `container`, synchronous or in steps) with the repair on for
 * the elements drawn in `container` until it is done.
 */
export async function hydrateWithRepair(
  container: Element,
  takeOver: () => Promise<void> | void,
): Promise<void> {
  drawnElements = new Set(container.querySelectorAll('*'));
  try {
    await takeOver();
  } finally {
    drawnElements = null;
  }
}

/** Attributes that carry a form control's state: Preact sets those as properties, not here. */
const STATE_ATTRIBUTES = new Set(['value', 'checked', 'selected']);

/**
 * Sets on `element` every attribute and inline style `props` ask for that it does not hold, and
 * takes away those the server drew that `props` do not have.
 */
export function repairAttributes(element: Element, props: Record<string, unknown>): void {
  const named = new Set(
    Object.keys(props).map((name) =>
      (name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name).toLowerCase(),
    ),
  );
  for (const attribute of [...element.getAttributeNames()]) {
    const lower = attribute.toLowerCase();
    if (!named.has(lower) && !STATE_ATTRIBUTES.has(lower)) element.removeAttribute(attribute);
  }
  repairInnerHtml(element, props.dangerouslySetInnerHTML);
  for (const name in props) {
    const value = props[name];
    if (NOT_ATTRIBUTES.has(name) || typeof value === 'function' || /^on[A-Z]/.test(name)) continue;
    if (name === 'style') {
      if (
        (element instanceof HTMLElement || element instanceof SVGElement) &&
        element.getAttribute('style') !== drawnStyle(value)
      )
        repairStyle(element.style, value);
      continue;
    }
    const attribute = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name;
    const wanted = attributeValue(attribute, value);
    if (element.getAttribute(attribute) === wanted) continue;
    if (wanted === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, wanted);
  }
}

/**
 * Markup set as HTML, which Preact leaves as the server drew it when hydrating. Mantine writes its
 * responsive styles so (a `<style>` whose selectors name a class made from the element's `useId`):
 * when the browser's ids differ from the server's, the elements get the browser's class (above)
 * and the style must name it too, or a three-column grid falls to one column on take-over.
 */
function repairInnerHtml(element: Element, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const html = (value as { __html?: unknown }).__html;
  if (typeof html === 'string' && element.innerHTML !== html) element.innerHTML = html;
}

/** The attribute text Preact writes for a prop's value, or null for none. */
function attributeValue(attribute: string, value: unknown): string | null {
  const text = plainText(value);
  if (text === null) return null;
  // `aria-…` and `data-…` take "false" as text; other booleans are there or not.
  if (/^(aria|data)-/.test(attribute)) return text;
  if (value === false) return null;
  return value === true ? '' : text;
}

/** A string, number or boolean as text; null for anything else. */
function plainText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * A style prop as the server writes it into the page (preact-render-to-string: `name:value;` each,
 * camelCase names in kebab-case, `px` after numbers but for custom properties and the unitless
 * ones): when the element's attribute reads so, the server drew these very styles and there is
 * nothing to repair. Reading each property of a hundred elements' styles instead was a fifth of
 * the take-over's task (22 ms at normal CPU on the companies list). A style this spells otherwise
 * than the server is repaired property by property, as before.
 */
export function drawnStyle(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  let text = '';
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (raw === null || raw === undefined || raw === '') continue;
    // What no style is made of: left to the property-by-property repair.
    const shown = plainText(raw);
    if (shown === null) return null;
    const name = key.startsWith('-') ? key : key.replace(/[A-Z]/g, '-$&').toLowerCase();
    const unit =
      typeof raw === 'number' && !name.startsWith('--') && !UNITLESS.test(key) ? 'px' : '';
    text += `${name}:${shown}${unit};`;
  }
  return text === '' ? null : text;
}

function repairStyle(style: CSSStyleDeclaration, value: unknown): void {
  if (typeof value === 'string') {
    if (style.cssText !== value) style.cssText = value;
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const wanted =
      typeof raw === 'number' && raw !== 0 && !UNITLESS.test(key) && !key.startsWith('-')
        ? `${raw}px`
        : raw === false
          ? ''
          : (plainText(raw) ?? '');
    if (key.startsWith('-')) {
      if (style.getPropertyValue(key) !== wanted) style.setProperty(key, wanted);
    } else {
      const styles = style as unknown as Record<string, string>;
      if (styles[key] !== wanted) styles[key] = wanted;
    }
  }
}
