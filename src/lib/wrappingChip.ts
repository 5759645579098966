import type { BadgeProps } from '@mantine/core';
import { BREAK_ANYWHERE } from './breakAnywhere';

/**
 * A Badge is one fixed-height line that clips its label; a tag name can be 255 characters with no
 * space. Chips holding names wrap instead, keeping the badge's height for the usual one line;
 * a radius of half that height is still a pill on one line, and on several it does not cut off
 * the corners of the first and last lines as the pill's huge radius would.
 */
export const WRAPPING_CHIP_STYLES = {
  root: {
    height: 'auto',
    minHeight: 'var(--badge-height)',
    maxWidth: 'min(100%, 20rem)',
    borderRadius: 'calc(var(--badge-height) / 2)',
  },
  label: { ...BREAK_ANYWHERE, whiteSpace: 'normal', textAlign: 'start' },
} satisfies BadgeProps['styles'];
