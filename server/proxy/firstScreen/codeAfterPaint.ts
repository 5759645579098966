/**
 * A drawn page's code is fetched and started after its first paint. The page shows the screen as
 * it arrives; the code only takes it over. Chromium compiles a script while it downloads, on
 * background threads, even one only preloaded (`rel="preload" as="script"`): the head's preloads
 * took the two cores the page's first style, layout and paint needed. A reused to-dos page, 36
 * loads a side (Chromium 156, 2 cores), painted at 240 ms (median; quartiles 212–272) with the
 * code preloaded in its head and at 200 ms (184–220) with it fetched after the paint, and was
 * taken over 20 ms later. So this script, at the end of the page, waits for the first paint (a
 * frame, then a task after it) and then adds the screen's modules (`modulepreload`: fetched and
 * compiled beside the entry instead of after it has asked for them) and the entry module. A page
 * out of sight paints no frame: its code starts at once; and at most a second passes in any case.
 *
 * A constant text, whatever the modules: the proxy's CSP allows it by its hash (staticFiles.ts).
 * It reads them from its own `data-entry` and `data-modules` (space-separated); ES5, as
 * index.html's other inline scripts.
 */
const SCRIPT = `(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var modules = (self.getAttribute('data-modules') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = modules[i];
      document.head.appendChild(link);
    }
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

/**
 * The element starting a drawn page's code: `entry`, the built entry module's address, and
 * `modules`, the screen's other modules (their addresses hold no space: Vite's asset names).
 */
export function codeAfterPaint(entry: string, modules: readonly string[] = []): string {
  const list = modules.filter((href) => href !== entry && !/\s/.test(href)).join(' ');
  return `<script data-entry="${escapeAttribute(entry)}" data-modules="${escapeAttribute(list)}">${SCRIPT}</script>`;
}

/** Our build's asset paths, never data; escaped all the same. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
