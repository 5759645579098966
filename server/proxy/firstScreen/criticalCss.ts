import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * The styles a drawn page needs before it can be painted: the rules of the console's stylesheets
 * that can apply to the drawn elements, found by their class names. A page drawn on the server
 * carries them inline and loads the whole sheets without blocking its paint (pageParts.ts): the
 * shell's and the screen's sheets are 25 KB gzipped, what one screen's elements use about half.
 *
 * A rule is kept when one of its selectors names only classes the page holds (outside `:not()`,
 * `:is()` and the like, which may name others): more than needed, never less. Rules that name no
 * class (`:root`'s variables, `body`, `[data-mantine-color-scheme]`) and at-rules without rules
 * inside (`@font-face`, `@keyframes`, `@layer` orders) are always kept, in the sheets' order.
 */

/** A stylesheet read once, as pieces to keep or drop. */
export type ParsedSheet = readonly CssPiece[];

type CssPiece =
  /** Kept whatever the page holds. */
  | { kind: 'always'; css: string }
  /** A rule: its selectors, each with the classes it needs, and its block (`{…}`). */
  | { kind: 'rule'; selectors: readonly Selector[]; block: string }
  /** `@media …`, `@supports …`, `@layer x`: kept when one of its pieces is. */
  | { kind: 'group'; prelude: string; pieces: readonly CssPiece[] };

interface Selector {
  text: string;
  classes: readonly string[];
}

export function parseSheet(css: string): ParsedSheet {
  return piecesOf(postcss.parse(css));
}

function piecesOf(container: Container): CssPiece[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): CssPiece[] => {
    if (node.type === 'comment') return [];
    if (node.type === 'rule') {
      // A rule holding nested rules is kept whole or not at all.
      const block = node.clone({ selector: '' }).toString().trim();
      return [{ kind: 'rule', selectors: node.selectors.map(selectorOf), block }];
    }
    if (node.type === 'atrule' && /^(media|supports|layer|container)$/i.test(node.name)) {
      if (node.nodes === undefined) return [{ kind: 'always', css: node.toString() + ';' }];
      return [{ kind: 'group', prelude: `@${node.name} ${node.params}`, pieces: piecesOf(node) }];
    }
    // @font-face, @keyframes, @property, @charset, declarations at the top: small, kept.
    return [{ kind: 'always', css: node.toString() + (node.type === 'decl' ? ';' : '') }];
  });
}

/** Classes a selector needs, leaving out those inside parentheses (`:not(.x)`, `:is(.a, .b)`). */
function selectorOf(text: string): Selector {
  let outside = text;
  // Innermost parentheses first, until none are left: nested `:is(:not(.x))` too.
  for (let previous = ''; previous !== outside;) {
    previous = outside;
    outside = outside.replace(/\([^()]*\)/g, '');
  }
  const classes = [...outside.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) =>
    match[1]!.replace(/\\(.)/g, '$1'),
  );
  return { text, classes: [...new Set(classes)] };
}

/** The pieces of `sheets` that can apply to a page holding `classes`, as CSS. */
export function criticalCss(sheets: readonly ParsedSheet[], classes: ReadonlySet<string>): string {
  return sheets.map((sheet) => kept(sheet, classes)).join('');
}

function kept(pieces: readonly CssPiece[], classes: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.css;
    else if (piece.kind === 'group') {
      const inner = kept(piece.pieces, classes);
      if (inner !== '') css += `${piece.prelude}{${inner}}`;
    } else {
      const selectors = piece.selectors.filter((selector) =>
        selector.classes.every((name) => classes.has(name)),
      );
      if (selectors.length > 0)
        css += selectors.map((selector) => selector.text).join(',') + piece.block;
    }
  }
  return css;
}

/** The class names in an HTML text's `class` attributes (as the proxy and the template write them). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) if (name !== '') classes.add(decodeEntities(name));
  return classes;
}

/** The few entities an attribute value written by an HTML serializer holds. */
function decodeEntities(text: string): string {
  return text.includes('&')
    ? text.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) =>
        name === 'amp'
          ? '&'
          : name === 'quot'
            ? '"'
            : name === 'lt'
              ? '<'
              : name === 'gt'
                ? '>'
                : "'",
      )
    : text;
}
