import type { XmlElement } from './tree';
import { listItems, requireRoot } from './values';
import { arrayElement, textElement } from './writer';

/**
 * The account's deal statuses, as `GET /service/deals/statuses.xml` lists them:
 * `<statuses type="array"><status>Won</status>…</statuses>`, in the account's order.
 */
export function decodeStatusList(el: XmlElement): string[] {
  return listItems(requireRoot(el, 'statuses'), 'status').map((s) => s.text.trim());
}

export function encodeStatusList(statuses: readonly string[]): string {
  return arrayElement('statuses', statuses, (status) => textElement('status', status));
}
