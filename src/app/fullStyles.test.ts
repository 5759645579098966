// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyFullStyles } from './fullStyles';

/** A drawn page's head and body as the proxy sends them (server/proxy/firstScreen/pageParts.ts). */
function drawnPage(): { sheets: HTMLLinkElement[] } {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/a.css" media="print" data-full-styles>' +
    '<link rel="stylesheet" href="/assets/b.css" media="print" data-full-styles>';
  document.body.innerHTML =
    '<style id="crm-first-screen-styles">.m{color:red}</style><div id="root"></div>';
  return { sheets: [...document.querySelectorAll<HTMLLinkElement>('link')] };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the whole stylesheets of a drawn page', () => {
  it('apply once the page is painted, and the inline copy goes only when every sheet is in', async () => {
    const { sheets } = drawnPage();
    let settled = false;
    let paint: () => void = () => undefined;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const applied = applyFullStyles(document, () => painted).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Not before the first paint: applied, they would hold it until they load.
    for (const sheet of sheets) expect(sheet.media).toBe('print');
    paint();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const sheet of sheets) {
      expect(sheet.media).toBe('all');
      expect(sheet.hasAttribute('data-full-styles')).toBe(false);
    }
    sheets[0]!.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(document.getElementById('crm-first-screen-styles')).not.toBeNull();
    // A sheet that fails does not hold the console back.
    sheets[1]!.dispatchEvent(new Event('error'));
    await applied;
    expect(document.getElementById('crm-first-screen-styles')).toBeNull();
  });

  it('leave a page that was not drawn as it is', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/a.css">';
    await applyFullStyles(document);
    expect(document.querySelector('link')!.getAttribute('media')).toBeNull();
  });
});
