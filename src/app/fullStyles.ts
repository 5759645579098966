/** Set on the stylesheets a drawn page links without waiting for them (server/proxy/firstScreen/pageParts.ts). */
const DEFERRED = 'link[data-full-styles]';
/** The styles the drawn elements use, carried in the page until the whole sheets apply. */
const DRAWN_STYLES_ID = 'crm-first-screen-styles';
/** A sheet that failed to load says nothing: past this the console goes on without it. */
const LONGEST_WAIT_MS = 3_000;

/**
 * A page the proxy drew was painted with only the styles its elements use, carried inline, while
 * the whole stylesheets came in unapplied (`media="print"`). Applies them, and once they are in,
 * drops the inline copy: its rules are the sheets' own, and kept after them they would outrank
 * later rules of the sheets (a class the console adds later could lose to one drawn). The console
 * takes a drawn screen over only after this (src/main.tsx): what it adds then is styled.
 */
export function applyFullStyles(page: Document): Promise<void> {
  const links = [...page.querySelectorAll<HTMLLinkElement>(DEFERRED)];
  const loaded = links.map((link) => (link.sheet === null ? loadOf(link) : Promise.resolve()));
  for (const link of links) {
    link.media = 'all';
    link.removeAttribute('data-full-styles');
  }
  return Promise.all(loaded).then(() => page.getElementById(DRAWN_STYLES_ID)?.remove());
}

function loadOf(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    // Its error may have come before this listened.
    setTimeout(done, LONGEST_WAIT_MS);
  });
}
