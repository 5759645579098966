import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenHead, firstScreenRoot, scriptSafeJson, splitTemplate } from './pageParts';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const files = { stylesheets: ['/assets/screen-a.css'], modules: ['/assets/Screen-b.js'] };

describe('a page with its first screen drawn in', () => {
  it('is cut from index.html at the frame, which a page not drawn keeps whole', () => {
    const parts = splitTemplate(indexHtml);
    expect(parts).toBeDefined();
    expect(parts!.head + parts!.frameAndRest).toBe(indexHtml);
    expect(parts!.frameAndRest).toContain('boot-header');
    expect(parts!.rest).not.toContain('boot-header');
    expect(parts!.rest).toContain('<script type="module"');
  });

  it('is not cut from a template without the frame mark or the html tag it expects', () => {
    expect(splitTemplate(indexHtml.replace('<!--/frame-->', ''))).toBeUndefined();
    expect(splitTemplate(indexHtml.replace('<html lang="en">', '<html>'))).toBeUndefined();
  });

  it('says its language, that its data is in it, and links the screen’s styles and code', () => {
    const head = firstScreenHead(splitTemplate(indexHtml)!, 'de', files);
    expect(head).toContain('<html lang="de" data-first-screen>');
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/screen-a.css">\s*<link rel="modulepreload" crossorigin href="\/assets\/Screen-b.js">\s*<\/head>/,
    );
  });

  it('holds the screen in an inert #root and its data where no script runs', () => {
    const page = firstScreenRoot(splitTemplate(indexHtml)!, '<main>Acme</main>', { a: 1 });
    expect(page).toMatch(/^<div id="root" inert data-first-screen><main>Acme<\/main><\/div>/);
    expect(page).toContain(
      '<script type="application/json" id="crm-first-screen">{"a":1}</script>',
    );
    expect(page).not.toContain('boot-header');
    expect(page).toContain('<script type="module"');
  });

  it('keeps data that looks like markup from closing its script element', () => {
    const hostile = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
