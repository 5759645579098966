import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from './codeAfterPaint';

interface Added {
  type: string;
  crossOrigin: string;
  src: string;
}

/**
 * Runs the element's script as the browser would, parsing the page: `document.currentScript` is
 * the element (its `data-entry` read back from the markup), and the frame and timer callbacks are
 * held, to be run when the test says.
 */
function parse(element: string, visibility: 'visible' | 'hidden' = 'visible') {
  const entry = /data-entry="([^"]*)"/.exec(element)![1]!.replace(/&quot;/g, '"');
  const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(element)![1]!;
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState: visibility,
    currentScript: { getAttribute: (name: string) => (name === 'data-entry' ? entry : null) },
    createElement: () => ({ type: '', crossOrigin: '', src: '' }),
    head: { appendChild: (node: Added) => void added.push({ ...node }) },
  };
  runInNewContext(text, {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0).filter((one) => one.ms === ms)) timer.run();
  };
  return { added, frames, runTimers };
}

describe('a drawn page’s code', () => {
  it('starts after the first paint: a frame, then a task after it, once', () => {
    const page = parse(codeAfterPaint('/assets/index-1.js'));
    expect(page.added).toEqual([]);
    page.frames.forEach((run) => run());
    expect(page.added).toEqual([]);
    page.runTimers(0);
    expect(page.added).toEqual([
      { type: 'module', crossOrigin: 'anonymous', src: '/assets/index-1.js' },
    ]);
    // The fallback finds it started.
    page.runTimers(1_000);
    expect(page.added).toHaveLength(1);
  });

  it('starts within a second when no frame comes, and at once on a page out of sight', () => {
    const stalled = parse(codeAfterPaint('/assets/index-1.js'));
    stalled.runTimers(1_000);
    expect(stalled.added.map((script) => script.src)).toEqual(['/assets/index-1.js']);
    const hidden = parse(codeAfterPaint('/assets/index-1.js'), 'hidden');
    expect(hidden.added.map((script) => script.src)).toEqual(['/assets/index-1.js']);
  });

  it('is one text whatever the entry, which stays an attribute', () => {
    const text = (element: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(element)![1];
    expect(text(codeAfterPaint('/assets/a.js'))).toBe(text(codeAfterPaint('/assets/b.js')));
    const odd = codeAfterPaint('/x"><script>alert(1)</script>');
    expect(odd).toMatch(/^<script data-entry="\/x&quot;>&lt;script>alert\(1\)&lt;\/script>">/);
  });
});
