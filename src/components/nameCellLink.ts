import { BREAK_ANYWHERE } from './breakAnywhere';

/**
 * Spread on the link in a list table's name column. The cap keeps a long name from claiming the
 * table's width (pushing the other columns out of view), and breaking anywhere lets a name with
 * no space wrap inside it, on a phone too.
 */
export const NAME_CELL_LINK_PROPS = {
  display: 'inline-block',
  maw: '22rem',
  ta: 'left',
  style: BREAK_ANYWHERE,
} as const;
