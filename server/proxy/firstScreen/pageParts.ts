import type { FirstScreenFiles } from './screenFiles';

/**
 * index.html cut where a page drawn on the server differs from it: the `<html>` tag (the language
 * it is drawn in, and a mark that its data is in the page, so index.html's inline script does not
 * ask for it again), the end of the head (the screen's stylesheets) and `#root` (the frame, or
 * the screen). The head is sent before the screen is drawn: the browser fetches the styles
 * meanwhile; the code comes after `#root` (`undrawnRoot`, `codeAfterPaint`).
 */
export interface PageTemplate {
  /** Up to `#root`, as the template has it, without the entry module's script. */
  head: string;
  /** `#root` with the frame, and the rest: what a page not drawn on the server has there. */
  frameAndRest: string;
  /** After `#root`'s frame and its closing tag. */
  rest: string;
  /** The stylesheets the head links (the shell's), in order. */
  stylesheets: readonly string[];
  /** The console's entry module (its `<script type="module">`, taken out of the template). */
  entry: string;
}

const ROOT_OPEN = '<div id="root">';
const FRAME_END = '<!--/frame-->';
/** The entry module as Vite writes it (built: in the head, with `crossorigin`; in the source: after `#root`). */
const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

export function splitTemplate(template: string): PageTemplate | undefined {
  const entry = ENTRY_SCRIPT.exec(template);
  if (entry === null) return undefined;
  // The page starts the entry itself: at once on a page not drawn, after the paint on a drawn one.
  const html = template.replace(ENTRY_SCRIPT, '');
  const root = html.indexOf(ROOT_OPEN);
  const frameEnd = root < 0 ? -1 : html.indexOf(FRAME_END, root);
  if (frameEnd < 0) return undefined;
  // The mark, then (after any white space) the root's closing tag.
  const close = /^\s*<\/div>/.exec(html.slice(frameEnd + FRAME_END.length));
  if (close === null) return undefined;
  if (!/<html lang="en">/.test(html.slice(0, root)) || !html.slice(0, root).includes('</head>'))
    return undefined;
  const head = html.slice(0, root);
  return {
    head,
    frameAndRest: html.slice(root),
    rest: html.slice(frameEnd + FRAME_END.length + close[0].length),
    stylesheets: [...head.matchAll(STYLESHEET)].map((match) => match[1]!),
    entry: entry[1]!,
  };
}

/**
 * Holds the page's first paint until the parser is past the drawn screen (`rel="expect"`,
 * render-blocking until the element it names is parsed). Without it the parser yields partway
 * through a big screen, the browser paints the header alone, and the screen comes a frame and a
 * second style and layout pass later: that later paint was the page's LCP.
 */
const SCREEN_END_ID = 'crm-screen-end';
const EXPECT_SCREEN = `<link rel="expect" href="#${SCREEN_END_ID}" blocking="render">`;
const SCREEN_END = `<template id="${SCREEN_END_ID}"></template>`;

/** A stylesheet link as Vite writes it into index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A drawn page's head links the whole stylesheets without waiting for them (`media="print"`:
 * fetched, not applied): its `#root` carries the styles its elements use (`firstScreenRoot`), and
 * the console applies the sheets before it takes the screen over (src/app/fullStyles.ts).
 */
const deferredStylesheet = (href: string): string =>
  `<link rel="stylesheet" crossorigin href="${href}" media="print" data-full-styles>`;
const blockingStylesheet = (href: string): string =>
  `<link rel="stylesheet" crossorigin href="${href}">`;

/** Every stylesheet a drawn page's screen is shown with: the shell's, then the screen's. */
export function stylesheetsOf(template: PageTemplate, files: FirstScreenFiles): string[] {
  return [...new Set([...template.stylesheets, ...files.stylesheets])];
}

/** The head, for a page whose screen is drawn here, in `language`. */
export function firstScreenHead(
  template: PageTemplate,
  language: string,
  files: FirstScreenFiles,
): string {
  const shells = new Set(template.stylesheets);
  // No code here: a drawn page fetches it after its first paint (`codeAfterPaint`), a page not
  // drawn with its frame (`undrawnRoot`).
  const links = files.stylesheets
    .filter((href) => !shells.has(href))
    .map(deferredStylesheet)
    .join('\n    ');
  return template.head
    .replace('<html lang="en">', `<html lang="${language}" data-first-screen>`)
    .replace(STYLESHEET, (_, href: string) => deferredStylesheet(href))
    .replace('</head>', `  ${links}\n    ${EXPECT_SCREEN}\n  </head>`);
}

/**
 * `#root` holding the screen, inert until the console's code has taken it over (a click before
 * then would do nothing), then the cache the browser starts from, as JSON that no script runs.
 * The page goes on with `template.rest`, after `reuseCheck` when the drawing is an earlier one.
 */
export function firstScreenRoot(html: string, state: unknown, styles: string): string {
  return (
    // Our own build's CSS, never data; a `</style` in it would still end the element early.
    `<style id="crm-first-screen-styles">${styles.replace(/<\/(style)/gi, '<\\/$1')}</style>\n    ` +
    `<div id="root" inert data-first-screen>${html}</div>${SCREEN_END}\n` +
    `    <script type="application/json" id="crm-first-screen">${scriptSafeJson(state)}</script>`
  );
}

/** Where a reused drawing's check is told (read by src/app/drawnScreen.ts). */
const REUSE_CHECK_ID = 'crm-first-screen-check';

/**
 * Told after the screen of a drawing made earlier, sent before its reads were sent again: whether
 * they got the same answers. The console's code runs only once the page is parsed, this included
 * (module scripts wait for the parser), so it knows before it takes the screen over whether the
 * data it was drawn from is still the account's, and asks for it again when not.
 */
export function reuseCheck(same: boolean): string {
  return `\n    <template id="${REUSE_CHECK_ID}" data-answers="${same ? 'same' : 'changed'}"></template>`;
}

/**
 * `#root` with the frame, as index.html has it, for a page whose screen could not be drawn. The
 * head linked the stylesheets without waiting for them: here the shell's block the frame's paint,
 * as on index.html, and the screen's are linked again after them, still not waiting, so that
 * once the console applies them (src/app/fullStyles.ts, before it renders the screen) every sheet
 * comes in its order, the screen's after the shell's.
 */
export function undrawnRoot(
  template: PageTemplate,
  stylesheets: readonly string[],
  modules: readonly string[],
): string {
  const shell = new Set(template.stylesheets);
  const links = stylesheets.map((href) =>
    shell.has(href) ? blockingStylesheet(href) : deferredStylesheet(href),
  );
  // The console draws this screen itself: its code starts at once, the screen's modules fetched
  // and compiled beside the entry instead of after it has asked for them.
  const preloads = modules
    .filter((href) => href !== template.entry)
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const code = `<script type="module" crossorigin src="${template.entry}"></script>`;
  return (
    [...links, ...preloads, code].join('\n    ') +
    `\n    ${SCREEN_END}\n    ` +
    template.frameAndRest
  );
}

/**
 * JSON inside a `<script>`: `<` as `\u003c`, so no text in the data can close the element or
 * open a comment; U+2028/2029 escaped as well, as JavaScript strings once could not hold them.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
