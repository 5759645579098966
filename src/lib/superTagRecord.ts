import type { SuperTagRecord } from '../api/superTags';

/** The record kinds a SuperTag can be applied to (api.md: deals, companies or people). */
export type SuperTagRecordKind = 'company' | 'person' | 'deal';

const COLLECTION_OF_KIND = { company: 'companies', person: 'people', deal: 'deals' } as const;

/** The API's address of a record of this kind: `{ collection: 'people', id }`. */
export function superTagRecord(kind: SuperTagRecordKind, id: number): SuperTagRecord {
  return { collection: COLLECTION_OF_KIND[kind], id };
}
