import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  firstScreenHead,
  firstScreenRoot,
  reuseCheck,
  scriptSafeJson,
  splitTemplate,
  stylesheetsOf,
  undrawnRoot,
} from './pageParts';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const files = { stylesheets: ['/assets/screen-a.css'], modules: ['/assets/Screen-b.js'] };
/** index.html as built: Vite links the shell's stylesheet in its head. */
const builtHtml = indexHtml
  .replace('<script type="module" src="/src/main.tsx"></script>', '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-2.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>',
  );

describe('a page with its first screen drawn in', () => {
  it('is cut from index.html at the frame, which a page not drawn keeps whole', () => {
    const parts = splitTemplate(indexHtml);
    expect(parts).toBeDefined();
    // The entry module is taken out: the page starts it (at once, or after the paint).
    expect(parts!.entry).toBe('/src/main.tsx');
    expect(parts!.head + parts!.frameAndRest).toBe(
      indexHtml.replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, ''),
    );
    expect(parts!.frameAndRest).toContain('boot-header');
    expect(parts!.rest).not.toContain('boot-header');
    expect(parts!.head + parts!.rest).not.toContain('<script type="module"');
    // As built, the entry is in the head.
    expect(splitTemplate(builtHtml)!.entry).toBe('/assets/index-2.js');
    expect(splitTemplate(builtHtml)!.head).not.toContain('index-2.js');
  });

  it('is not cut from a template without the frame mark, the html tag or the entry it expects', () => {
    expect(splitTemplate(indexHtml.replace('<!--/frame-->', ''))).toBeUndefined();
    expect(splitTemplate(indexHtml.replace('<html lang="en">', '<html>'))).toBeUndefined();
    expect(splitTemplate(indexHtml.replace('type="module" ', ''))).toBeUndefined();
  });

  it('says its language, that its data is in it, and links the styles without waiting, not the code', () => {
    const template = splitTemplate(builtHtml)!;
    expect(template.stylesheets).toEqual(['/assets/index-1.css']);
    const head = firstScreenHead(template, 'de', files);
    expect(head).toContain('<html lang="de" data-first-screen>');
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print" data-full-styles>',
    );
    expect(head).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/screen-a.css" media="print" data-full-styles>\s*<link rel="expect" href="#crm-screen-end" blocking="render">\s*<\/head>/,
    );
    // Neither fetched nor started: what follows `#root` does both (the code took the cores the
    // first paint needed).
    expect(head).not.toContain('.js');
    expect(stylesheetsOf(template, files)).toEqual(['/assets/index-1.css', '/assets/screen-a.css']);
  });

  it('blocks the frame on the shell’s stylesheets only when the screen is not drawn', () => {
    const template = splitTemplate(builtHtml)!;
    const root = undrawnRoot(template, stylesheetsOf(template, files), [
      '/assets/index-2.js',
      ...files.modules,
    ]);
    // The screen's modules are fetched beside the entry (the entry itself once).
    expect(root).toMatch(
      /^<link rel="stylesheet" crossorigin href="\/assets\/index-1.css">\s*<link rel="stylesheet" crossorigin href="\/assets\/screen-a.css" media="print" data-full-styles>\s*<link rel="modulepreload" crossorigin href="\/assets\/Screen-b.js">\s*<script type="module" crossorigin src="\/assets\/index-2.js"><\/script>\s*<template id="crm-screen-end"><\/template>\s*<div id="root">/,
    );
    expect(root).toContain('boot-header');
  });

  it('holds the screen in an inert #root, after the styles it uses, and its data where no script runs', () => {
    const page = firstScreenRoot('<main>Acme</main>', { a: 1 }, '.m{color:red}</style><script>');
    expect(page).toMatch(
      /^<style id="crm-first-screen-styles">\.m\{color:red\}<\\\/style><script><\/style>\s*<div id="root" inert data-first-screen><main>Acme<\/main><\/div><template id="crm-screen-end"><\/template>/,
    );
    expect(page).toContain(
      '<script type="application/json" id="crm-first-screen">{"a":1}</script>',
    );
    expect(page).not.toContain('boot-header');
  });

  it('tells after a reused screen whether its reads got the same answers', () => {
    expect(reuseCheck(true)).toContain(
      '<template id="crm-first-screen-check" data-answers="same"></template>',
    );
    expect(reuseCheck(false)).toContain(
      '<template id="crm-first-screen-check" data-answers="changed"></template>',
    );
  });

  it('keeps data that looks like markup from closing its script element', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
