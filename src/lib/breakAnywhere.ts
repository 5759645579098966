/**
 * For text that may be one unbroken string (a pasted id, an e-mail, a 270-character name): break
 * it anywhere rather than widen the page. Unlike `break-word`, `anywhere` also lowers the box's
 * min-content width, so the flex items and table cells that hold it can shrink to fit.
 * Inherited: set on a container, it covers every text inside.
 */
export const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
