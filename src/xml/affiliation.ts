import type { XmlElement } from './tree';
import { listItems, readInt, readText, readTrimmed, requireRoot } from './values';
import { arrayElement, intElement, textElement } from './writer';

/**
 * A link between a company and a person, seen from either side: a company's affiliations are its
 * people (`record_type` Person), a person's is its company (`record_type` Company). `label` is the
 * person's title, or "Employee" when the title is empty.
 */
export interface Affiliation {
  recordId: number;
  recordType: string;
  recordName: string;
  label: string;
}

export function decodeAffiliation(el: XmlElement): Affiliation {
  return {
    recordId: readInt(el, 'record_id') ?? 0,
    recordType: readTrimmed(el, 'record_type') ?? '',
    recordName: readText(el, 'record_name') ?? '',
    label: readText(el, 'label') ?? '',
  };
}

export function decodeAffiliationList(el: XmlElement): Affiliation[] {
  return listItems(requireRoot(el, 'affiliations'), 'affiliation').map(decodeAffiliation);
}

export function encodeAffiliation(a: Affiliation): string {
  return `<affiliation>${intElement('record_id', a.recordId)}${textElement('record_type', a.recordType)}${textElement('record_name', a.recordName)}${textElement('label', a.label)}</affiliation>`;
}

export function encodeAffiliationList(affiliations: readonly Affiliation[]): string {
  return arrayElement('affiliations', affiliations, encodeAffiliation);
}
