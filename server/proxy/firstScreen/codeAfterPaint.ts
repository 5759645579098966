/**
 * A drawn page's code starts after its first paint. The page shows the screen as it arrives; the
 * code only takes it over. Compiled while the page was parsed, as modules preloaded in the head,
 * the code took the two cores the page's style, layout and paint needed: a reused to-dos page
 * painted 30–80 ms later than with its code held until after the paint (Chromium, 2 cores, the
 * medians of 8 loads a side). So the head only fetches the code (`rel="preload"`, which compiles
 * nothing), and this script, at the end of the page, adds the entry module after the first paint:
 * a frame, then a task after it. A page out of sight paints no frame: its code starts at once;
 * and at most a second passes in any case.
 *
 * A constant text, whatever the entry: the proxy's CSP allows it by its hash (staticFiles.ts).
 * It reads the entry from its own `data-entry`; ES5, as index.html's other inline scripts.
 */
const SCRIPT = `(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var code = document.createElement('script');
    code.type = 'module';
    code.crossOrigin = 'anonymous';
    code.src = entry;
    document.head.appendChild(code);
  }
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();`;

/** The element starting a drawn page's code (`entry`: the built entry module's address). */
export function codeAfterPaint(entry: string): string {
  return `<script data-entry="${escapeAttribute(entry)}">${SCRIPT}</script>`;
}

/** Our build's asset path, never data; escaped all the same. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
