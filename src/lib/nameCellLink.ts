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

/** Beyond this many characters a name may need more than three lines of the capped cell. */
const CLAMP_FROM = 80;

/**
 * NAME_CELL_LINK_PROPS for a name that may be very long (a remote server may hold names of any
 * length): clamped to three lines, the whole name a hover (title) away and on the record's page.
 */
export function nameCellLinkProps(name: string) {
  if (name.length < CLAMP_FROM) return NAME_CELL_LINK_PROPS;
  // Mantine's line clamp needs its own display (-webkit-box), so no inline-block here.
  return { maw: '22rem', ta: 'left', style: BREAK_ANYWHERE, lineClamp: 3, title: name } as const;
}
