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
 * `painted` says when the page has been painted (afterFirstPaint.ts): applied before, the sheets
 * would hold that paint until they load. A page without such sheets waits for nothing.
 */
export async function applyFullStyles(
  page: Document,
  painted: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  if (page.querySelector(DEFERRED) === null) return;
  await painted();
  const links = [...page.querySelectorAll<HTMLLinkElement>(DEFERRED)];
  const loaded = links.map((link) => (link.sheet === null ? loadOf(link) : Promise.resolve()));
  for (const link of links) {
    link.media = 'all';
    link.removeAttribute('data-full-styles');
  }
  await Promise.all(loaded);
  page.getElementById(DRAWN_STYLES_ID)?.remove();
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
