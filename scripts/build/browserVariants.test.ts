import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserVariantOf } from './browserVariants';

const src = (path: string): string => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

describe('browserVariantOf', () => {
  it('takes the .browser.ts sibling of a module of src/ that has one', () => {
    expect(browserVariantOf(src('xml/xmlNodes.ts'))).toBe(src('xml/xmlNodes.browser.ts'));
  });

  it('leaves modules without a sibling, the variants themselves and files outside src/ alone', () => {
    expect(browserVariantOf(src('xml/tree.ts'))).toBeUndefined();
    expect(browserVariantOf(src('xml/xmlNodes.browser.ts'))).toBeUndefined();
    expect(browserVariantOf(fileURLToPath(new URL('./screenModules.ts', import.meta.url)))).toBe(
      undefined,
    );
  });
});
