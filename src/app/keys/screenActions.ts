/**
 * What the screen-level keys act on, found in the page the way a user sees it: the screen's
 * search box, its rows, and the buttons screens mark as their create and edit actions
 * (`data-shortcut="create"` / `"edit"`). Kept to the main region, so the header and navigation
 * are never the target.
 */

const main = (): HTMLElement | null => document.querySelector('main');

/** `/`: the list's search box; false when the screen has none. */
export function focusSearch(): boolean {
  const box = main()?.querySelector<HTMLInputElement>('input[type="search"]');
  if (box === null || box === undefined) return false;
  box.focus();
  box.select();
  return true;
}

/** Escape in the screen's search box: focus leaves it (true), the text stays. */
export function leaveSearch(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLInputElement) || target.type !== 'search') return false;
  if (main()?.contains(target) !== true) return false;
  target.blur();
  return true;
}

/** `c` / `e`: presses the screen's marked action; its label, or null when there is none. */
export function pressAction(kind: 'create' | 'edit'): string | null {
  const marked = main()?.querySelector<HTMLElement>(`[data-shortcut="${kind}"]`);
  const button =
    marked?.matches('button, a') === true
      ? marked
      : marked?.querySelector<HTMLElement>('button:not([disabled]), a[href]');
  if (button === null || button === undefined) return null;
  button.click();
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}

/** The rows `j` and `k` move through: table body rows and marked list items. */
function rows(): HTMLElement[] {
  const root = main();
  if (root === null) return [];
  // Rows hidden at this width (or in a closed section) are skipped.
  return [...root.querySelectorAll<HTMLElement>('tbody tr, [data-row]')].filter((row) =>
    typeof row.checkVisibility === 'function' ? row.checkVisibility() : true,
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * `j` (+1) / `k` (−1): focus moves to the next or previous row's first link or button, so Enter
 * opens it; from outside the rows, `j` starts at the first. The row's name, or null at the end.
 */
export function moveRow(step: 1 | -1): string | null {
  const list = rows();
  if (list.length === 0) return null;
  const active = document.activeElement;
  const at = list.findIndex((row) => active !== null && row.contains(active));
  const next = at === -1 ? (step === 1 ? 0 : list.length - 1) : at + step;
  const row = list[next];
  if (row === undefined) return null;
  // What opens the row (marked, else its first link: the name) before a checkbox.
  const target =
    row.querySelector<HTMLElement>('[data-row-open]') ??
    row.querySelector<HTMLElement>('a[href]') ??
    row.querySelector<HTMLElement>(FOCUSABLE);
  if (target === null) return null;
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
  return target.textContent?.trim() ?? '';
}
