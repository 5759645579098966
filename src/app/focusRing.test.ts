import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `var(--mantine-color-blue-4)` → Mantine's hex for it. */
function colourOf(variable: string): string {
  const [, name, shade] = /--mantine-color-(\w+)-(\d)/.exec(variable) ?? [];
  return DEFAULT_THEME.colors[name!]![Number(shade)]!;
}

describe('focus rings', () => {
  const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME);
  const { colors } = DEFAULT_THEME;

  it('reach 3:1 on the light body and inputs', () => {
    const ring = colourOf(resolved.light['--crm-focus-ring']!);
    for (const background of ['#ffffff', colors.gray[0]])
      expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it('reach 3:1 on the dark body, inputs and filled inputs', () => {
    const ring = colourOf(resolved.dark['--crm-focus-ring']!);
    for (const background of [colors.dark[7], colors.dark[6], colors.dark[5]])
      expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  });

  it('are drawn by the theme’s focus class and on every input', () => {
    expect(theme.focusClassName).toBeTruthy();
    expect(theme.components?.Input?.classNames).toHaveProperty('input');
  });
});
