import type { SavedView } from '#xml/savedView';

/**
 * A saved view lives in the address: `/deals?view=12&status=pending&sort=-amount` opens view 12,
 * its filters carried by the address itself, so a link opens it even before the views load.
 */

export const VIEW_PARAM = 'view';

/**
 * What is not part of a view: which view is open, the page shown (`offset`) and the board's open
 * deal panel (`deal`).
 */
const NOT_SAVED: ReadonlySet<string> = new Set([VIEW_PARAM, 'offset', 'deal']);

/** The query string a view keeps of the current address (no `?`). */
export function addressToSave(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [key, value] of search) if (!NOT_SAVED.has(key)) kept.append(key, value);
  return kept.toString();
}

/** Where a view opens. */
export function viewHref(view: Pick<SavedView, 'id' | 'list' | 'address'>): string {
  const params = new URLSearchParams(view.address);
  for (const key of NOT_SAVED) params.delete(key);
  const rest = params.toString();
  return `/${view.list}?${VIEW_PARAM}=${view.id}${rest === '' ? '' : `&${rest}`}`;
}

/** The open view's id, if the address names one. */
export function openViewId(search: URLSearchParams): number | null {
  const text = search.get(VIEW_PARAM);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** Whether two saved addresses say the same (parameter order aside). */
export function sameAddress(a: string, b: string): boolean {
  const sorted = (text: string) => {
    const params = new URLSearchParams(text);
    for (const key of NOT_SAVED) params.delete(key);
    params.sort();
    return params.toString();
  };
  return sorted(a) === sorted(b);
}
