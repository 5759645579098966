import { formatSearchTime } from '#xml/dates';
import type { QueryParams } from './client/client';

/** Collection names of the five record kinds, as they appear in paths (`/service/{records}/{id}/…`). */
export type RecordCollection = 'people' | 'companies' | 'deals' | 'todos' | 'communications';
/** Records with locations, affiliations, communications and to-dos of their own. */
export type ContactCollection = 'people' | 'companies';
/** Records a SuperTag can be applied to (api.md: deals, companies or people). */
export type SuperTagCollection = 'people' | 'companies' | 'deals';

/** One record, named by its collection and id: the target of tags, comments, SuperTags. */
export interface RecordRef<C extends RecordCollection = RecordCollection> {
  collection: C;
  id: number;
}

/** offset (default 0) and limit (default 10, at most 500) of the paged lists. */
export interface Paging {
  offset?: number;
  limit?: number;
}

/** Arguments of every update: the ETag the record was shown with guards against lost updates (412). */
export interface UpdateArgs<W> {
  id: number;
  input: W;
  ifMatch?: string;
}

/**
 * Options of a record's DELETE: `ifMatch` (the ETag the page read) makes it conditional, so a
 * record someone changed meanwhile answers 412 instead of being deleted (see conditionalDelete.ts).
 */
export interface DeleteOptions {
  ifMatch?: string;
  signal?: AbortSignal;
}

/** An ISO UTC time as search parameters take it (Format B without weekday); absent stays absent. */
export function searchTime(iso: string | undefined): string | undefined {
  return iso === undefined ? undefined : formatSearchTime(iso);
}

/** Paging parameters, left out when not given so the service applies its defaults. */
export function pagingQuery(paging: Paging): QueryParams {
  return { offset: paging.offset, limit: paging.limit };
}
