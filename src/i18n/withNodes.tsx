import { Fragment, type ReactNode } from 'react';
import type { Catalogue, MessageKey, MessageValues, Translate } from './catalogue';

const MARK = '\u0001';

/**
 * A translated sentence with React nodes (a link, a bold name) where the language puts their
 * `{{placeholders}}`. Each call marks its placeholders with a fresh nonce, so a user's text among
 * the values that happens to hold a marker is shown as text, never turned into a node.
 */
export function translateWithNodes<English extends Catalogue>(
  t: Translate<English>,
  key: MessageKey<English>,
  nodes: Readonly<Record<string, ReactNode>>,
  values?: MessageValues,
): ReactNode[] {
  const nonce = Math.random().toString(36).slice(2, 10);
  const markers = Object.fromEntries(
    Object.keys(nodes).map((name) => [name, `${MARK}${nonce}${name}${MARK}`]),
  );
  const text = t(key, { ...values, ...markers });
  return text.split(new RegExp(`${MARK}${nonce}(\\w+)${MARK}`)).map((part, index) => (
    // split puts the captured placeholder names at the odd indexes.
    <Fragment key={index}>{index % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>
  ));
}
