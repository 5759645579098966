import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from './codeAfterPaint';

/** What the script adds to the head: the entry's `<script>`, the modules' `<link>`s. */
interface Added {
  tag: string;
  type?: string;
  rel?: string;
  crossOrigin: string;
  src?: string;
  href?: string;
}

/**
 * Runs the element's script as the browser would, parsing the page: `document.currentScript` is
 * the element (its `data-entry` read back from the markup), and the frame and timer callbacks are
 * held, to be run when the test says.
 */
function parse(element: string, visibility: 'visible' | 'hidden' = 'visible') {
  const attribute = (name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(element)?.[1]?.replace(/&quot;/g, '"') ?? null;
  const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(element)![1]!;
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState: visibility,
    currentScript: { getAttribute: attribute },
    createElement: (tag: string) => ({ tag }),
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
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-1.js' },
    ]);
    // The fallback finds it started.
    page.runTimers(1_000);
    expect(page.added).toHaveLength(1);
  });

  it('fetches the screen’s modules beside the entry, each once, when it starts', () => {
    const page = parse(
      codeAfterPaint('/assets/index-1.js', [
        '/assets/Screen-2.js',
        '/assets/index-1.js',
        '/assets/libs-3.js',
      ]),
    );
    page.frames.forEach((run) => run());
    expect(page.added).toEqual([]);
    page.runTimers(0);
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/Screen-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/libs-3.js' },
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-1.js' },
    ]);
  });

  it('starts within a second when no frame comes, and at once on a page out of sight', () => {
    const stalled = parse(codeAfterPaint('/assets/index-1.js'));
    stalled.runTimers(1_000);
    expect(stalled.added.map((script) => script.src)).toEqual(['/assets/index-1.js']);
    const hidden = parse(codeAfterPaint('/assets/index-1.js', ['/assets/A.js']), 'hidden');
    expect(hidden.added.map((node) => node.src ?? node.href)).toEqual([
      '/assets/A.js',
      '/assets/index-1.js',
    ]);
  });

  it('is one text whatever the entry, which stays an attribute', () => {
    const text = (element: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(element)![1];
    expect(text(codeAfterPaint('/assets/a.js'))).toBe(
      text(codeAfterPaint('/assets/b.js', ['/assets/c.js'])),
    );
    const odd = codeAfterPaint('/x"><script>alert(1)</script>');
    expect(odd).toMatch(
      /^<script data-entry="\/x&quot;>&lt;script>alert\(1\)&lt;\/script>" data-modules="">/,
    );
    // A module address with a space would split in two: left out.
    expect(codeAfterPaint('/a.js', ['/b c.js', '/d.js'])).toContain('data-modules="/d.js"');
  });
});
