import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, parseSheet } from './criticalCss';

const keep = (css: string, classes: string[]) => criticalCss([parseSheet(css)], new Set(classes));

describe('the styles a drawn page needs', () => {
  it('are the rules whose selectors name only classes the page holds', () => {
    const css = '.a{color:red}.b{color:blue}.a .c{margin:0}.a.b{padding:1px}';
    expect(keep(css, ['a'])).toBe('.a{color:red}');
    expect(keep(css, ['a', 'b'])).toBe('.a{color:red}.b{color:blue}.a.b{padding:1px}');
    expect(keep(css, [])).toBe('');
  });

  it('keep a selector list’s matching selectors only', () => {
    expect(keep('.a,.b,.c:hover{color:red}', ['c'])).toBe('.c:hover{color:red}');
  });

  it('do not ask for classes named inside :not(), :is() or :where()', () => {
    const css =
      '.a:not(.x){color:red}.b:where(:is(.y,.z)){color:blue}.c:where([data-variant="filled"]){top:0}';
    expect(keep(css, ['a', 'b', 'c'])).toBe(
      '.a:not(.x){color:red}.b:where(:is(.y,.z)){color:blue}.c:where([data-variant="filled"]){top:0}',
    );
  });

  it('always hold what names no class, and at-rules without rules, in the sheets’ order', () => {
    const css =
      '@layer base, mantine;:root{--x:1px}body{margin:0}@font-face{font-family:F;src:url(f.woff2)}' +
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}[data-mantine-color-scheme=dark]{--y:2}.gone{top:0}';
    expect(keep(css, [])).toBe(
      '@layer base, mantine;:root{--x:1px}body{margin:0}@font-face{font-family:F;src:url(f.woff2)}' +
        '@keyframes spin{from{rotate:0}to{rotate:1turn}}[data-mantine-color-scheme=dark]{--y:2}',
    );
  });

  it('keep a media query or layer with what of it applies, and drop it when nothing does', () => {
    const css =
      '@media (min-width:48em){.a{--cols:3}.b{--cols:2}}@layer mantine{.b{top:0}}@supports (display:grid){.a{display:grid}}';
    expect(keep(css, ['a'])).toBe(
      '@media (min-width:48em){.a{--cols:3}}@supports (display:grid){.a{display:grid}}',
    );
  });

  it('read escaped class names as the page writes them', () => {
    expect(keep('.w-1\\/2{width:50%}.sm\\:p{top:0}', ['w-1/2'])).toBe('.w-1\\/2{width:50%}');
  });

  it('find the classes of an HTML text, entities decoded', () => {
    const html =
      '<div class="m_1 mantine-Box"><p class="_x_1ffil_6  m_1">a</p><i class="a&amp;b"></i><b data-class="no"></b></div>';
    expect([...classesIn(html)].sort()).toEqual(['_x_1ffil_6', 'a&b', 'm_1', 'mantine-Box']);
  });
});
